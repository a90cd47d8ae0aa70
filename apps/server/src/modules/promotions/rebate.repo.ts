import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promoRebateClaims, promoRebateCounters } from '../../db/schema/index';

export type RebateCounterRow = typeof promoRebateCounters.$inferSelect;
export type RebateClaimRow = typeof promoRebateClaims.$inferSelect;

/** The member's rebate counters per game area. */
export function findRebateCounters(db: DbOrTx, accountId: number): Promise<RebateCounterRow[]> {
  return db.select().from(promoRebateCounters).where(eq(promoRebateCounters.accountId, accountId));
}

/**
 * The member's counters, locked: a round settling now waits for the claim to commit (and is then counted by
 * the next claim), or committed before and is read here. Ordered like the settlement trigger locks them.
 */
export function lockRebateCounters(tx: DbOrTx, accountId: number): Promise<RebateCounterRow[]> {
  return tx
    .select()
    .from(promoRebateCounters)
    .where(eq(promoRebateCounters.accountId, accountId))
    .orderBy(promoRebateCounters.gameType)
    .for('update');
}

/** Moves the area's watermark up to the valid bet the claim read. */
export async function markRebated(tx: DbOrTx, row: RebateCounterRow): Promise<void> {
  await tx
    .update(promoRebateCounters)
    .set({ claimedValidBetMinor: sql`${row.validBetMinor.toString()}::bigint` })
    .where(and(eq(promoRebateCounters.accountId, row.accountId), eq(promoRebateCounters.gameType, row.gameType)));
}

export async function insertRebateClaim(
  tx: DbOrTx,
  values: typeof promoRebateClaims.$inferInsert,
): Promise<RebateClaimRow | undefined> {
  const [row] = await tx.insert(promoRebateClaims).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setRebateTransfer(tx: DbOrTx, id: number, transferId: number): Promise<RebateClaimRow> {
  const [row] = await tx.update(promoRebateClaims).set({ transferId }).where(eq(promoRebateClaims.id, id)).returning();
  if (!row) throw new Error('rebate claim not updated');
  return row;
}

export async function findRebateClaimByKey(db: DbOrTx, accountId: number, key: string) {
  const [row] = await db
    .select()
    .from(promoRebateClaims)
    .where(and(eq(promoRebateClaims.accountId, accountId), eq(promoRebateClaims.idempotencyKey, key)));
  return row;
}

export function findRebateClaims(db: DbOrTx, accountId: number): Promise<RebateClaimRow[]> {
  return db
    .select()
    .from(promoRebateClaims)
    .where(eq(promoRebateClaims.accountId, accountId))
    .orderBy(desc(promoRebateClaims.createdAt), desc(promoRebateClaims.id))
    .limit(100);
}
