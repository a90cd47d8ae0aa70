import type { VipKeepPeriod } from '@fortuna/contracts/vip';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { promoVipBonuses, promoVipHoldings, promoVipSettings } from '../../db/schema/index';

export type VipHoldingRow = typeof promoVipHoldings.$inferSelect;
export type VipBonusRow = typeof promoVipBonuses.$inferSelect;

export async function findVipSettings(db: DbOrTx, merchantId: number): Promise<{ keepPeriod: VipKeepPeriod }> {
  const [row] = await db.select().from(promoVipSettings).where(eq(promoVipSettings.merchantId, merchantId));
  return { keepPeriod: row?.keepPeriod ?? 'none' };
}

export async function saveVipSettings(db: DbOrTx, merchantId: number, keepPeriod: VipKeepPeriod): Promise<void> {
  await db
    .insert(promoVipSettings)
    .values({ merchantId, keepPeriod })
    .onConflictDoUpdate({ target: promoVipSettings.merchantId, set: { keepPeriod, updatedAt: new Date() } });
}

export async function findHolding(db: DbOrTx, accountId: number): Promise<VipHoldingRow | undefined> {
  const [row] = await db.select().from(promoVipHoldings).where(eq(promoVipHoldings.accountId, accountId));
  return row;
}

/** A member's valid bet and credited deposits over local days from `from` (included) to `to` (included, or open). */
export async function memberTotalsBetween(db: DbOrTx, accountId: number, from: string, to: string | null = null) {
  const until = to === null ? sql`` : sql`and day <= ${to}::date`;
  const [row] = await queryRows(
    db,
    sql`select coalesce(sum(valid_bet_minor), 0)::text as valid_bet, coalesce(sum(deposit_minor), 0)::text as deposit
        from member_daily_stats where account_id = ${accountId} and day >= ${from}::date ${until}`,
  );
  return { validBetMinor: BigInt(String(row?.valid_bet ?? 0)), depositMinor: BigInt(String(row?.deposit ?? 0)) };
}

export function findBonuses(db: DbOrTx, accountId: number): Promise<VipBonusRow[]> {
  return db
    .select()
    .from(promoVipBonuses)
    .where(eq(promoVipBonuses.accountId, accountId))
    .orderBy(desc(promoVipBonuses.paidAt))
    .limit(50);
}
