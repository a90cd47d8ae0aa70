import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, memberSessions } from '../../db/schema/index';

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
