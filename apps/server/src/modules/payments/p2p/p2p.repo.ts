import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { p2pDisputes, p2pParts, withdrawalOrders } from '../../../db/schema/index';
import type { WithdrawalRow } from '../withdrawals.repo';

export type PartRow = typeof p2pParts.$inferSelect;
export type PartInsert = typeof p2pParts.$inferInsert;
export type DisputeRow = typeof p2pDisputes.$inferSelect;
export type DisputeInsert = typeof p2pDisputes.$inferInsert;

/**
 * P2P withdrawals of the merchant's channel with an unmatched remainder (a remainder hold), oldest first,
 * not the depositor's own. Read without locks: the matcher locks and re-checks the one it takes.
 */
export function findOpenWithdrawals(
  db: DbOrTx,
  filter: { merchantId: number; channelId: number; depositorId: number },
  limit: number,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.merchantId, filter.merchantId),
        eq(withdrawalOrders.channelId, filter.channelId),
        inArray(withdrawalOrders.status, ['pending', 'matching']),
        isNotNull(withdrawalOrders.holdTransferId),
        ne(withdrawalOrders.accountId, filter.depositorId),
      ),
    )
    .orderBy(asc(withdrawalOrders.createdAt), asc(withdrawalOrders.id))
    .limit(limit);
}

export async function insertPart(db: DbOrTx, values: PartInsert): Promise<PartRow> {
  const [row] = await db.insert(p2pParts).values(values).returning();
  if (!row) throw new Error('p2p part not inserted');
  return row;
}

export async function findPartById(db: DbOrTx, id: number): Promise<PartRow | undefined> {
  const rows = await db.select().from(p2pParts).where(eq(p2pParts.id, id)).limit(1);
  return rows[0];
}

export async function findPartByDeposit(db: DbOrTx, depositId: number): Promise<PartRow | undefined> {
  const rows = await db.select().from(p2pParts).where(eq(p2pParts.depositId, depositId)).limit(1);
  return rows[0];
}

/** The part, locked until the transaction ends: every transition of one part runs one after another. */
export async function lockPart(db: DbOrTx, id: number): Promise<PartRow | undefined> {
  const rows = await db.select().from(p2pParts).where(eq(p2pParts.id, id)).for('update').limit(1);
  return rows[0];
}

export function findPartsOfWithdrawal(db: DbOrTx, withdrawalId: number): Promise<PartRow[]> {
  return db.select().from(p2pParts).where(eq(p2pParts.withdrawalId, withdrawalId)).orderBy(asc(p2pParts.id));
}

/** Compare-and-set on the part's version: undefined when someone else changed it first. */
export async function updatePartIfVersion(
  db: DbOrTx,
  id: number,
  version: number,
  values: Partial<PartInsert>,
): Promise<PartRow | undefined> {
  const [row] = await db
    .update(p2pParts)
    .set({ ...values, updatedAt: new Date(), version: sql`${p2pParts.version} + 1` })
    .where(and(eq(p2pParts.id, id), eq(p2pParts.version, version)))
    .returning();
  return row;
}

/** Ids of paid parts whose auto-receipt time has come. */
export async function findDueParts(db: DbOrTx, now: Date, limit: number): Promise<PartRow[]> {
  return db
    .select()
    .from(p2pParts)
    .where(and(eq(p2pParts.status, 'paid'), lte(p2pParts.autoReceiptAt, now)))
    .orderBy(asc(p2pParts.autoReceiptAt))
    .limit(limit);
}

/** Parts matched at or before `matchedBefore` and still not marked paid: their pay window has passed. */
export async function findLapsedMatches(db: DbOrTx, matchedBefore: Date, limit: number): Promise<PartRow[]> {
  return db
    .select()
    .from(p2pParts)
    .where(and(eq(p2pParts.status, 'matched'), lte(p2pParts.matchedAt, matchedBefore)))
    .orderBy(asc(p2pParts.matchedAt))
    .limit(limit);
}

export async function insertDispute(db: DbOrTx, values: DisputeInsert): Promise<DisputeRow> {
  const [row] = await db.insert(p2pDisputes).values(values).returning();
  if (!row) throw new Error('p2p dispute not inserted');
  return row;
}

export async function findDisputeById(db: DbOrTx, id: number): Promise<DisputeRow | undefined> {
  const rows = await db.select().from(p2pDisputes).where(eq(p2pDisputes.id, id)).limit(1);
  return rows[0];
}

export async function lockDispute(db: DbOrTx, id: number): Promise<DisputeRow | undefined> {
  const rows = await db.select().from(p2pDisputes).where(eq(p2pDisputes.id, id)).for('update').limit(1);
  return rows[0];
}

export async function findOpenDisputeOfPart(db: DbOrTx, partId: number): Promise<DisputeRow | undefined> {
  const rows = await db
    .select()
    .from(p2pDisputes)
    .where(and(eq(p2pDisputes.partId, partId), eq(p2pDisputes.status, 'open')))
    .limit(1);
  return rows[0];
}

export function findDisputesOfParts(db: DbOrTx, partIds: number[]): Promise<DisputeRow[]> {
  if (partIds.length === 0) return Promise.resolve([]);
  return db.select().from(p2pDisputes).where(inArray(p2pDisputes.partId, partIds)).orderBy(asc(p2pDisputes.id));
}

export async function updateDispute(db: DbOrTx, id: number, values: Partial<DisputeInsert>): Promise<DisputeRow> {
  const [row] = await db.update(p2pDisputes).set(values).where(eq(p2pDisputes.id, id)).returning();
  if (!row) throw new Error('p2p dispute vanished');
  return row;
}

/** Disputes of a merchant in one status, oldest first, with their parts. */
export function findDisputeQueue(
  db: DbOrTx,
  merchantId: number,
  status: DisputeRow['status'],
): Promise<{ dispute: DisputeRow; part: PartRow }[]> {
  return db
    .select({ dispute: p2pDisputes, part: p2pParts })
    .from(p2pDisputes)
    .innerJoin(p2pParts, eq(p2pParts.id, p2pDisputes.partId))
    .where(and(eq(p2pParts.merchantId, merchantId), eq(p2pDisputes.status, status)))
    .orderBy(status === 'open' ? asc(p2pDisputes.createdAt) : desc(p2pDisputes.createdAt))
    .limit(200);
}
