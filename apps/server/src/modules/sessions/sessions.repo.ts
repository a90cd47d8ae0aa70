import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountIps, accounts, memberSessions } from '../../db/schema/index';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByUsername(
  db: DbOrTx,
  merchantId: number,
  username: string,
): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), sql`lower(${accounts.username}) = lower(${username})`))
    .limit(1);
  return rows[0];
}

export async function findAccountById(db: DbOrTx, id: number): Promise<AccountRow | undefined> {
  const rows = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0];
}

export async function insertMemberSession(
  db: DbOrTx,
  values: { accountId: number; tokenHash: string; ip: string; expiresAt: Date },
): Promise<void> {
  await db.insert(memberSessions).values(values);
}

/** The account holding a live session with this token hash. */
export async function findAccountBySessionHash(db: DbOrTx, tokenHash: string): Promise<AccountRow | undefined> {
  const rows = await db
    .select({ account: accounts })
    .from(memberSessions)
    .innerJoin(accounts, eq(accounts.id, memberSessions.accountId))
    .where(
      and(
        eq(memberSessions.tokenHash, tokenHash),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0]?.account;
}

export async function revokeMemberSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.update(memberSessions).set({ revokedAt: new Date() }).where(eq(memberSessions.tokenHash, tokenHash));
}

export async function setPaymentPasswordHash(db: DbOrTx, accountId: number, hash: string): Promise<void> {
  await db.update(accounts).set({ paymentPasswordHash: hash }).where(eq(accounts.id, accountId));
}

export type MemberSessionRow = typeof memberSessions.$inferSelect;

/** Sessions of an account that are neither revoked nor expired, newest first. */
export function findLiveSessions(db: DbOrTx, accountId: number): Promise<MemberSessionRow[]> {
  return db
    .select()
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.accountId, accountId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(memberSessions.createdAt));
}

/** Revokes every live session of the account except the one with this token hash; returns how many. */
export async function revokeOtherSessions(db: DbOrTx, accountId: number, keepTokenHash: string): Promise<number> {
  const rows = await db
    .update(memberSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(memberSessions.accountId, accountId),
        ne(memberSessions.tokenHash, keepTokenHash),
        isNull(memberSessions.revokedAt),
      ),
    )
    .returning({ id: memberSessions.id });
  return rows.length;
}

/** The sign-in before the session with this token hash (any state), or undefined on a first sign-in. */
export async function findPreviousSession(
  db: DbOrTx,
  accountId: number,
  currentTokenHash: string,
): Promise<MemberSessionRow | undefined> {
  const current = await db
    .select({ createdAt: memberSessions.createdAt })
    .from(memberSessions)
    .where(eq(memberSessions.tokenHash, currentTokenHash))
    .limit(1);
  const createdAt = current[0]?.createdAt;
  if (!createdAt) return undefined;
  const rows = await db
    .select()
    .from(memberSessions)
    .where(and(eq(memberSessions.accountId, accountId), lt(memberSessions.createdAt, createdAt)))
    .orderBy(desc(memberSessions.createdAt))
    .limit(1);
  return rows[0];
}

/** A new password: its change time restarts the expiry clock and clears a staff reset's must-change flag. */
export async function setPasswordHash(db: DbOrTx, accountId: number, hash: string): Promise<void> {
  await db
    .update(accounts)
    .set({ passwordHash: hash, passwordChangedAt: new Date(), passwordMustChange: false })
    .where(eq(accounts.id, accountId));
}

export async function findAccountByMobile(
  db: DbOrTx,
  merchantId: number,
  dialingCode: string,
  nationalNumber: string,
): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.merchantId, merchantId),
        eq(accounts.mobileDialingCode, dialingCode),
        eq(accounts.mobileNumber, nationalNumber),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Whether the account has signed in from `ip` before, and whether it has signed in at all. */
export async function knownAddressOf(
  db: DbOrTx,
  accountId: number,
  ip: string,
): Promise<{ isKnown: boolean; hasAny: boolean }> {
  const rows = await db.select({ ip: accountIps.ip }).from(accountIps).where(eq(accountIps.accountId, accountId));
  return { isKnown: rows.some((row) => row.ip === ip), hasAny: rows.length > 0 };
}

export async function rememberAddress(db: DbOrTx, accountId: number, ip: string): Promise<void> {
  await db
    .insert(accountIps)
    .values({ accountId, ip })
    .onConflictDoUpdate({ target: [accountIps.accountId, accountIps.ip], set: { lastSeenAt: new Date() } });
}

export async function hasEverSignedIn(db: DbOrTx, accountId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .where(eq(memberSessions.accountId, accountId))
    .limit(1);
  return rows.length > 0;
}

export async function updateAccount(
  db: DbOrTx,
  accountId: number,
  values: Partial<typeof accounts.$inferInsert>,
): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, accountId));
}

/** Ends every live session of the account (suspension, staff password reset, password reset). */
export async function revokeAllSessions(db: DbOrTx, accountId: number): Promise<number> {
  const rows = await db
    .update(memberSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(memberSessions.accountId, accountId), isNull(memberSessions.revokedAt)))
    .returning({ id: memberSessions.id });
  return rows.length;
}
