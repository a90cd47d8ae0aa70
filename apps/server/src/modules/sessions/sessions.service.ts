import type { Login, LoginResult, MemberInfo } from '@fortuna/contracts/session';
import type { SetPaymentPassword } from '@fortuna/contracts/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords';
import { hashToken, newSessionToken } from '../../security/tokens';
import {
  type AccountRow,
  findAccountBySessionHash,
  findAccountByUsername,
  insertMemberSession,
  revokeMemberSession,
  setPaymentPasswordHash,
} from './sessions.repo';

const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** The default weak password of spec §9: signing in with it forces a change. */
const WEAK_DEFAULT_PASSWORD = '123456';

/** Signs a member or agent in with username and password and opens a session. */
export async function login(db: Db, merchantId: number, input: Login, ip: string): Promise<LoginResult> {
  const account = await findAccountByUsername(db, merchantId, input.username);
  const isPasswordRight = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!account || !isPasswordRight) throw new AppError('INVALID_CREDENTIALS');
  if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const token = newSessionToken();
  await insertMemberSession(db, {
    accountId: account.id,
    tokenHash: hashToken(token),
    ip,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, firstTimeLogin: false, passwordExpired: input.password === WEAK_DEFAULT_PASSWORD };
}

export async function accountForToken(db: Db, token: string): Promise<AccountRow | undefined> {
  const account = await findAccountBySessionHash(db, hashToken(token));
  return account?.status === 'active' ? account : undefined;
}

export function logout(db: Db, token: string): Promise<void> {
  return revokeMemberSession(db, hashToken(token));
}

export function memberInfo(account: AccountRow): MemberInfo {
  return {
    id: account.id,
    account: account.username,
    userName: account.username,
    nickname: account.nickname,
    type: account.type,
    hasPaymentPassword: account.paymentPasswordHash !== null,
    uplineId: account.uplineId,
  };
}

/** Sets or changes the payment password; the login password proves it is the account holder. */
export async function setPaymentPassword(db: Db, account: AccountRow, input: SetPaymentPassword): Promise<void> {
  if (!(await verifyPassword(account.passwordHash, input.password))) throw new AppError('INVALID_CREDENTIALS');
  await setPaymentPasswordHash(db, account.id, await hashPassword(input.paymentPassword));
}

/** Checks the payment password that guards every transfer out of a wallet. */
export async function checkPaymentPassword(account: AccountRow, paymentPassword: string): Promise<void> {
  if (!account.paymentPasswordHash) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  if (!(await verifyPassword(account.paymentPasswordHash, paymentPassword)))
    throw new AppError('WRONG_PAYMENT_PASSWORD');
}
