import type { GameType } from '@fortuna/contracts/catalogue';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  promoPointsAccounts,
  promoPointsMarks,
  promoPointsRecords,
  promoPointsSettings,
  promoRebateCounters,
} from '../../db/schema/index';
import { DEFAULT_RATES, type PointsRates } from './points-rates';

export type PointsRecordRow = typeof promoPointsRecords.$inferSelect;

/** The merchant's rates, or the defaults when staff never set them. */
export async function pointsRatesOf(db: DbOrTx, merchantId: number): Promise<PointsRates> {
  const [row] = await db.select().from(promoPointsSettings).where(eq(promoPointsSettings.merchantId, merchantId));
  if (!row) return DEFAULT_RATES;
  return {
    ratesMinor: Object.fromEntries(Object.entries(row.ratesMinor).map(([type, minor]) => [type, BigInt(minor)])),
    convertPerPointMinor: row.convertPerPointMinor,
  };
}

export async function savePointsRates(db: DbOrTx, merchantId: number, rates: PointsRates): Promise<void> {
  const values = {
    merchantId,
    ratesMinor: Object.fromEntries(Object.entries(rates.ratesMinor).map(([type, minor]) => [type, String(minor)])),
    convertPerPointMinor: rates.convertPerPointMinor,
    updatedAt: new Date(),
  };
  await db
    .insert(promoPointsSettings)
    .values(values)
    .onConflictDoUpdate({ target: promoPointsSettings.merchantId, set: values });
}

/** The member's points balance row, created at 0 if missing and locked: every change of points goes through here. */
export async function lockPointsAccount(tx: DbOrTx, accountId: number, merchantId: number): Promise<number> {
  await tx.insert(promoPointsAccounts).values({ accountId, merchantId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: promoPointsAccounts.balance })
    .from(promoPointsAccounts)
    .where(eq(promoPointsAccounts.accountId, accountId))
    .for('update');
  if (!row) throw new Error('points account missing');
  return row.balance;
}

export async function setPointsBalance(tx: DbOrTx, accountId: number, balance: number): Promise<void> {
  await tx
    .update(promoPointsAccounts)
    .set({ balance, updatedAt: new Date() })
    .where(eq(promoPointsAccounts.accountId, accountId));
}

export async function readPointsBalance(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ balance: promoPointsAccounts.balance })
    .from(promoPointsAccounts)
    .where(eq(promoPointsAccounts.accountId, accountId));
  return row?.balance ?? 0;
}

/** Per game area: the member's lifetime valid bet (the rebate rollup) and the part already turned into points. */
export async function validBetSinceMarks(tx: DbOrTx, accountId: number) {
  return tx
    .select({
      gameType: promoRebateCounters.gameType,
      validBetMinor: promoRebateCounters.validBetMinor,
      accruedValidBetMinor: sql<string>`coalesce(${promoPointsMarks.accruedValidBetMinor}, 0)::text`,
    })
    .from(promoRebateCounters)
    .leftJoin(
      promoPointsMarks,
      and(
        eq(promoPointsMarks.accountId, promoRebateCounters.accountId),
        eq(promoPointsMarks.gameType, promoRebateCounters.gameType),
      ),
    )
    .where(eq(promoRebateCounters.accountId, accountId));
}

export async function lifetimeValidBet(db: DbOrTx, accountId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${promoRebateCounters.validBetMinor}), 0)::text` })
    .from(promoRebateCounters)
    .where(eq(promoRebateCounters.accountId, accountId));
  return BigInt(row?.total ?? '0');
}

export async function setMark(tx: DbOrTx, accountId: number, gameType: GameType, markMinor: bigint): Promise<void> {
  await tx
    .insert(promoPointsMarks)
    .values({ accountId, gameType, accruedValidBetMinor: markMinor })
    .onConflictDoUpdate({
      target: [promoPointsMarks.accountId, promoPointsMarks.gameType],
      set: { accruedValidBetMinor: markMinor },
    });
}

export async function insertPointsRecord(
  tx: DbOrTx,
  values: typeof promoPointsRecords.$inferInsert,
): Promise<PointsRecordRow> {
  const [row] = await tx.insert(promoPointsRecords).values(values).returning();
  if (!row) throw new Error('points record not inserted');
  return row;
}

export async function findPointsRecords(db: DbOrTx, accountId: number): Promise<PointsRecordRow[]> {
  return db
    .select()
    .from(promoPointsRecords)
    .where(eq(promoPointsRecords.accountId, accountId))
    .orderBy(desc(promoPointsRecords.createdAt), desc(promoPointsRecords.id))
    .limit(100);
}

export async function findPointsRecord(db: DbOrTx, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(promoPointsRecords)
    .where(and(eq(promoPointsRecords.accountId, accountId), eq(promoPointsRecords.id, id)));
  return row;
}

export async function findRecordByKey(db: DbOrTx, accountId: number, key: string) {
  const [row] = await db
    .select()
    .from(promoPointsRecords)
    .where(and(eq(promoPointsRecords.accountId, accountId), eq(promoPointsRecords.idempotencyKey, key)));
  return row;
}

export async function setRecordStatusOfOrder(
  tx: DbOrTx,
  orderId: number,
  status: 'approved' | 'rejected',
): Promise<void> {
  await tx
    .update(promoPointsRecords)
    .set({ status })
    .where(and(eq(promoPointsRecords.orderId, orderId), eq(promoPointsRecords.kind, 'redeem')));
}
