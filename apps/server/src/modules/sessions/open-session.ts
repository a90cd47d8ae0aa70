import type { LoginResult } from '@fortuna/contracts/session';
import type { DbOrTx } from '../../db/client';
import { hashToken, newSessionToken } from '../../security/tokens';
import { issueAccountToken } from './account-tokens';
import { type AccountRow, hasEverSignedIn, insertMemberSession, rememberAddress } from './sessions.repo';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Remember-me lasts a day (spec §9: 86,400,000 ms). */
export const REMEMBER_TTL_MS = 86_400_000;
/** The default weak password of spec §9: signing in with it forces a change. */
export const WEAK_DEFAULT_PASSWORD = '123456';

export interface OpenedSession {
  result: LoginResult;
  /** The account signed in (protection starts its play session, risk records the device). */
  accountId: number;
  /** A fresh remember token when the sign-in asked to be remembered. */
  rememberToken: string | null;
}

/** Whether the password must be changed now: the weak default, a staff reset, or past the merchant's expiry. */
export function mustChangePassword(account: AccountRow, password: string | null, expiryDays: number): boolean {
  if (password === WEAK_DEFAULT_PASSWORD || account.passwordMustChange) return true;
  if (expiryDays <= 0) return false;
  return Date.now() - account.passwordChangedAt.getTime() > expiryDays * 86_400_000;
}

/**
 * Opens a session for an account that has proved who it is: records the address as known, and issues
 * the session token (and a remember token when asked).
 */
export async function openSession(
  db: DbOrTx,
  account: AccountRow,
  ip: string,
  options: { passwordExpired: boolean; remember: boolean },
): Promise<OpenedSession> {
  const firstTimeLogin = !(await hasEverSignedIn(db, account.id));
  const token = newSessionToken();
  await insertMemberSession(db, {
    accountId: account.id,
    tokenHash: hashToken(token),
    ip,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  await rememberAddress(db, account.id, ip);
  const rememberToken = options.remember
    ? await issueAccountToken(db, { kind: 'remember', accountId: account.id, ip, ttlMs: REMEMBER_TTL_MS })
    : null;
  return {
    result: { token, firstTimeLogin, passwordExpired: options.passwordExpired },
    accountId: account.id,
    rememberToken,
  };
}
