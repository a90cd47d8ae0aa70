import { checkFieldRule } from '@fortuna/contracts/field-rules';
import type { ChangePassword, MemberInfo, MemberSession } from '@fortuna/contracts/session';
import type { FieldRule } from '@fortuna/contracts/settings';
import { DEFAULT_LANGUAGE, isLanguage } from '@fortuna/contracts/system';
import type { SetPaymentPassword } from '@fortuna/contracts/wallet';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { hashToken } from '../../security/tokens';
import { revokeAccountTokens } from './account-tokens';
import {
  type AccountRow,
  findAccountBySessionHash,
  findLiveSessions,
  findPreviousSession,
  revokeMemberSession,
  revokeOtherSessions,
  setPasswordHash,
  setPaymentPasswordHash,
} from './sessions.repo';

export async function accountForToken(db: Db, token: string): Promise<AccountRow | undefined> {
  const account = await findAccountBySessionHash(db, hashToken(token));
  return account?.status === 'active' ? account : undefined;
}

export function logout(db: Db, token: string): Promise<void> {
  return revokeMemberSession(db, hashToken(token));
}

/** The member's own info; `tokenHash` is its current session, to tell which sign-in came before. */
export async function memberInfo(db: Db, account: AccountRow, tokenHash: string): Promise<MemberInfo> {
  const previous = await findPreviousSession(db, account.id, tokenHash);
  return {
    id: account.id,
    account: account.username,
    userName: account.username,
    nickname: account.nickname,
    type: account.type,
    hasPaymentPassword: account.paymentPasswordHash !== null,
    icon: account.icon,
    language: isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE,
    uplineId: account.uplineId,
    lastLoginAt: previous ? previous.createdAt.toISOString() : null,
    lastLoginIp: previous ? previous.ip : null,
  };
}

/**
 * Changes the login password (spec §5: current password, new password by the merchant's password rule,
 * matching confirmation) and signs out every other session of the account.
 */
export async function changePassword(
  db: Db,
  account: AccountRow,
  passwordRule: FieldRule,
  tokenHash: string,
  input: ChangePassword,
): Promise<void> {
  if (input.newPassword !== input.confirmNewPassword) throw new AppError('PASSWORD_MISMATCH');
  const ruleMessage = checkFieldRule(passwordRule, input.newPassword, true);
  if (ruleMessage) throw new AppError('VALIDATION_FAILED', `newPassword: ${ruleMessage}`);
  if (!(await verifyPassword(account.passwordHash, input.oldPassword))) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    await revokeOtherSessions(tx, account.id, tokenHash);
    await revokeAccountTokens(tx, account.id, 'remember');
  });
}

export async function listSessions(db: Db, account: AccountRow, tokenHash: string): Promise<MemberSession[]> {
  const rows = await findLiveSessions(db, account.id);
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isCurrent: row.tokenHash === tokenHash,
  }));
}

export async function signOutOtherSessions(
  db: Db,
  account: AccountRow,
  tokenHash: string,
): Promise<{ revoked: number }> {
  return { revoked: await revokeOtherSessions(db, account.id, tokenHash) };
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
