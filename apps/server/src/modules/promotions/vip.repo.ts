import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promoVipLevels, promoVipReached } from '../../db/schema/index';

export type VipLevelRow = typeof promoVipLevels.$inferSelect;
export type VipLevelInsert = typeof promoVipLevels.$inferInsert;
export type VipReachedRow = typeof promoVipReached.$inferSelect;

/** A merchant's VIP table, lowest level first. */
export function findVipLevels(db: DbOrTx, merchantId: number): Promise<VipLevelRow[]> {
  return db
    .select()
    .from(promoVipLevels)
    .where(eq(promoVipLevels.merchantId, merchantId))
    .orderBy(asc(promoVipLevels.rank));
}

/** Replaces a merchant's whole VIP table. */
export async function replaceVipLevels(tx: DbOrTx, merchantId: number, rows: VipLevelInsert[]): Promise<VipLevelRow[]> {
  await tx.delete(promoVipLevels).where(eq(promoVipLevels.merchantId, merchantId));
  if (rows.length === 0) return [];
  return tx.insert(promoVipLevels).values(rows).returning();
}

/** The levels a member reached, highest first. */
export function findReachedLevels(db: DbOrTx, accountId: number): Promise<VipReachedRow[]> {
  return db
    .select()
    .from(promoVipReached)
    .where(eq(promoVipReached.accountId, accountId))
    .orderBy(desc(promoVipReached.rank));
}

/** Records a level as reached unless it already is: undefined when another call recorded it first. */
export async function insertReachedOnce(
  tx: DbOrTx,
  values: typeof promoVipReached.$inferInsert,
): Promise<VipReachedRow | undefined> {
  const [row] = await tx.insert(promoVipReached).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setReachedTransfer(tx: DbOrTx, row: VipReachedRow, transferId: number): Promise<void> {
  await tx
    .update(promoVipReached)
    .set({ transferId })
    .where(and(eq(promoVipReached.accountId, row.accountId), eq(promoVipReached.rank, row.rank)));
}
