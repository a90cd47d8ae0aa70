import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, ipLocks, loginFailures } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { AccountRow } from './sessions.repo';

/** The numbers behind captcha flags and lockouts (documented in docs/accounts.md). */
export const PROTECTION = {
  windowMs: 15 * 60_000,
  /** Failures for one login name after which every further attempt needs a captcha. */
  captchaAfterLoginFailures: 1,
  /** Failures from one address (any names) after which every attempt from it needs a captcha. */
  captchaAfterIpFailures: 5,
  accountLockFailures: 5,
  accountLockMs: 15 * 60_000,
  ipLockFailures: 20,
  ipLockMs: 30 * 60_000,
  /** The lock of an address that makes it stay locked until support unlocks it. */
  permanentIpLockAfter: 3,
  permanentIpLockWindowMs: 24 * 60 * 60_000,
} as const;

/**
 * The `merchantId` of back-office (staff) sign-in attempts: staff belong to no merchant, and
 * login_failures.merchant_id has no foreign key, so staff failures are counted by the same rules.
 */
export const BACK_OFFICE_SCOPE = 0;

export interface Attempt {
  merchantId: number;
  /** The username or mobile the attempt named, lower-cased. */
  login: string;
  ip: string;
}

function windowStart(): Date {
  return new Date(Date.now() - PROTECTION.windowMs);
}

async function activeIpLock(db: DbOrTx, merchantId: number, ip: string) {
  const rows = await db
    .select()
    .from(ipLocks)
    .where(
      and(
        eq(ipLocks.merchantId, merchantId),
        eq(ipLocks.ip, ip),
        isNull(ipLocks.unlockedAt),
        or(isNull(ipLocks.lockedUntil), gt(ipLocks.lockedUntil, new Date())),
      ),
    )
    .orderBy(desc(ipLocks.createdAt))
    .limit(1);
  return rows[0];
}

/** IP_LOCKED while the address is locked. Checked before anything else of a sign-in. */
export async function assertIpNotLocked(db: DbOrTx, merchantId: number, ip: string): Promise<void> {
  if (await activeIpLock(db, merchantId, ip)) throw new AppError('IP_LOCKED');
}

/** ACCOUNT_LOCKED while failed sign-ins lock the account. */
export function assertAccountNotLocked(account: AccountRow): void {
  if (account.lockedUntil && account.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED');
}

async function failuresSince(db: DbOrTx, where: ReturnType<typeof and>, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}

/** Whether this attempt must carry a captcha: after a recent failure for the name, or many from the address. */
export async function isCaptchaRequired(db: DbOrTx, attempt: Attempt): Promise<boolean> {
  const sameMerchant = eq(loginFailures.merchantId, attempt.merchantId);
  const forLogin = await failuresSince(db, and(sameMerchant, eq(loginFailures.login, attempt.login)), windowStart());
  if (forLogin >= PROTECTION.captchaAfterLoginFailures) return true;
  const fromIp = await failuresSince(db, and(sameMerchant, eq(loginFailures.ip, attempt.ip)), windowStart());
  return fromIp >= PROTECTION.captchaAfterIpFailures;
}

/**
 * Records a failed sign-in for the attempt's name and answers whether the name has now failed
 * `accountLockFailures` times in the window (failures before `notBefore`, an earlier lock, do not count).
 */
export async function recordNameFailure(db: DbOrTx, attempt: Attempt, notBefore: Date | null): Promise<boolean> {
  await db.insert(loginFailures).values(attempt);
  const since = new Date(Math.max(windowStart().getTime(), notBefore?.getTime() ?? 0));
  const sameName = and(eq(loginFailures.merchantId, attempt.merchantId), eq(loginFailures.login, attempt.login));
  return (await failuresSince(db, sameName, since)) >= PROTECTION.accountLockFailures;
}

/**
 * Records a member's failed sign-in and applies the locks: the account after 5 failures in 15 minutes (for 15
 * minutes), the address after 20 (for 30 minutes; its third lock within a day stays until support
 * unlocks it). Failures before the address's latest lock do not count again.
 */
export async function recordFailure(db: DbOrTx, attempt: Attempt, account: AccountRow | undefined): Promise<void> {
  const isLockDue = await recordNameFailure(db, attempt, account?.lockedUntil ?? null);
  if (account && isLockDue) {
    await db
      .update(accounts)
      .set({ lockedUntil: new Date(Date.now() + PROTECTION.accountLockMs) })
      .where(eq(accounts.id, account.id));
  }
  const sameMerchant = eq(loginFailures.merchantId, attempt.merchantId);
  const recentLocks = await db
    .select({ createdAt: ipLocks.createdAt })
    .from(ipLocks)
    .where(
      and(
        eq(ipLocks.merchantId, attempt.merchantId),
        eq(ipLocks.ip, attempt.ip),
        gt(ipLocks.createdAt, new Date(Date.now() - PROTECTION.permanentIpLockWindowMs)),
      ),
    )
    .orderBy(desc(ipLocks.createdAt));
  const lastLockAt = recentLocks[0]?.createdAt.getTime() ?? 0;
  const since = new Date(Math.max(windowStart().getTime(), lastLockAt));
  const fromIp = await failuresSince(db, and(sameMerchant, eq(loginFailures.ip, attempt.ip)), since);
  if (fromIp < PROTECTION.ipLockFailures) return;
  const lockCount = recentLocks.length + 1;
  await db.insert(ipLocks).values({
    merchantId: attempt.merchantId,
    ip: attempt.ip,
    lockCount,
    lockedUntil: lockCount >= PROTECTION.permanentIpLockAfter ? null : new Date(Date.now() + PROTECTION.ipLockMs),
  });
}

/** A successful sign-in forgets the name's failures and any expired account lock. */
export async function clearFailures(db: DbOrTx, attempt: Attempt, account: AccountRow): Promise<void> {
  await forgetNameFailures(db, attempt.merchantId, attempt.login);
  if (account.lockedUntil) await db.update(accounts).set({ lockedUntil: null }).where(eq(accounts.id, account.id));
}

/** Forgets the failed sign-ins of a name (`login` lower-cased): after a success or an unlock. */
export async function forgetNameFailures(db: DbOrTx, merchantId: number, login: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.login, login)));
}

/** Support unlocks an account: its lock and failures go. */
export async function unlockAccount(db: DbOrTx, account: AccountRow): Promise<void> {
  await db.update(accounts).set({ lockedUntil: null }).where(eq(accounts.id, account.id));
  await db
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.merchantId, account.merchantId), sql`${loginFailures.login} = lower(${account.username})`),
    );
}
