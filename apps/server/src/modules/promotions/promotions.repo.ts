import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, depositOrders, promoClaims, promoPromotions } from '../../db/schema/index';
import type { CreditedDeposit, PastClaim } from './promo-rules';

export type PromotionRow = typeof promoPromotions.$inferSelect;
export type PromotionInsert = typeof promoPromotions.$inferInsert;
export type ClaimRow = typeof promoClaims.$inferSelect;
export type ClaimInsert = typeof promoClaims.$inferInsert;

export function findActivePromotions(db: DbOrTx, merchantId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promoPromotions)
    .where(and(eq(promoPromotions.merchantId, merchantId), eq(promoPromotions.status, 'active')))
    .orderBy(asc(promoPromotions.sort), desc(promoPromotions.id));
}

export function findMerchantPromotions(db: DbOrTx, merchantId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promoPromotions)
    .where(eq(promoPromotions.merchantId, merchantId))
    .orderBy(asc(promoPromotions.sort), desc(promoPromotions.id));
}

export async function findPromotion(db: DbOrTx, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promoPromotions).where(eq(promoPromotions.id, id));
  return row;
}

export async function insertPromotion(db: DbOrTx, values: PromotionInsert): Promise<PromotionRow> {
  const [row] = await db.insert(promoPromotions).values(values).returning();
  if (!row) throw new Error('promotion not inserted');
  return row;
}

export async function updatePromotion(db: DbOrTx, id: number, values: Partial<PromotionInsert>): Promise<PromotionRow> {
  const [row] = await db
    .update(promoPromotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promoPromotions.id, id))
    .returning();
  if (!row) throw new Error('promotion not updated');
  return row;
}

/** The member's credited deposits, oldest first. */
export async function findCreditedDeposits(db: DbOrTx, accountId: number): Promise<CreditedDeposit[]> {
  const rows = await db
    .select({ id: depositOrders.id, amountMinor: depositOrders.amountMinor, decidedAt: depositOrders.decidedAt })
    .from(depositOrders)
    .where(and(eq(depositOrders.accountId, accountId), eq(depositOrders.status, 'credited')))
    .orderBy(asc(depositOrders.decidedAt), asc(depositOrders.id));
  return rows.map((row) => ({ id: row.id, amountMinor: row.amountMinor, creditedAt: row.decidedAt ?? new Date(0) }));
}

/** The member's claims, by promotion. */
export async function findMemberClaims(db: DbOrTx, accountId: number): Promise<Map<number, PastClaim[]>> {
  const rows = await db.select().from(promoClaims).where(eq(promoClaims.accountId, accountId));
  const byPromotion = new Map<number, PastClaim[]>();
  for (const row of rows) byPromotion.set(row.promotionId, [...(byPromotion.get(row.promotionId) ?? []), row]);
  return byPromotion;
}

/**
 * Inserts the claim of a period unless one exists: undefined when another claim of the period, or an earlier
 * call with the same idempotency key, got there first.
 */
export async function insertClaimOnce(db: DbOrTx, values: ClaimInsert): Promise<ClaimRow | undefined> {
  const [row] = await db.insert(promoClaims).values(values).onConflictDoNothing().returning();
  return row;
}

/** The member's claim made with this idempotency key, if any. */
export async function findClaimByKey(db: DbOrTx, accountId: number, key: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(promoClaims)
    .where(and(eq(promoClaims.accountId, accountId), eq(promoClaims.idempotencyKey, key)));
  return row;
}

export async function updateClaim(db: DbOrTx, id: number, values: Partial<ClaimInsert>): Promise<ClaimRow> {
  const [row] = await db.update(promoClaims).set(values).where(eq(promoClaims.id, id)).returning();
  if (!row) throw new Error('claim not updated');
  return row;
}

export async function findClaim(db: DbOrTx, id: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(promoClaims).where(eq(promoClaims.id, id));
  return row;
}

/** The claim row locked for a decision. */
export async function lockClaim(db: DbOrTx, id: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(promoClaims).where(eq(promoClaims.id, id)).for('update');
  return row;
}

export function findAccountClaims(db: DbOrTx, accountId: number) {
  return db
    .select({ claim: promoClaims, promotion: promoPromotions })
    .from(promoClaims)
    .innerJoin(promoPromotions, eq(promoPromotions.id, promoClaims.promotionId))
    .where(eq(promoClaims.accountId, accountId))
    .orderBy(desc(promoClaims.createdAt), desc(promoClaims.id))
    .limit(200);
}

export function findApplications(db: DbOrTx, merchantId: number, statuses: ClaimRow['status'][]) {
  return db
    .select({ claim: promoClaims, promotion: promoPromotions, username: accounts.username })
    .from(promoClaims)
    .innerJoin(promoPromotions, eq(promoPromotions.id, promoClaims.promotionId))
    .innerJoin(accounts, eq(accounts.id, promoClaims.accountId))
    .where(
      and(
        eq(promoClaims.merchantId, merchantId),
        inArray(promoClaims.status, statuses),
        sql`${promoPromotions.rule}->>'kind' = 'apply_approve'`,
      ),
    )
    .orderBy(desc(promoClaims.createdAt))
    .limit(200);
}

/** Issued and applying counts per promotion of a merchant. */
export async function claimCounts(db: DbOrTx, merchantId: number) {
  const rows = await db
    .select({
      promotionId: promoClaims.promotionId,
      issued: sql<number>`count(*) filter (where ${promoClaims.status} = 'issued')::int`,
      applying: sql<number>`count(*) filter (where ${promoClaims.status} = 'applying')::int`,
    })
    .from(promoClaims)
    .where(eq(promoClaims.merchantId, merchantId))
    .groupBy(promoClaims.promotionId);
  return new Map(rows.map((row) => [row.promotionId, row]));
}
