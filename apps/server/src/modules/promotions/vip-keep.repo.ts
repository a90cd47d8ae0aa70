import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
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

/**
 * Demotes a member for a reviewed period unless that period (or a later one) was already reviewed for them:
 * undefined when another review got there first, so a demotion happens once per period.
 */
export async function demoteOnce(
  db: DbOrTx,
  values: { accountId: number; merchantId: number; floorRank: number; countedFrom: string; reviewedPeriod: string },
): Promise<VipHoldingRow | undefined> {
  const [row] = await db
    .insert(promoVipHoldings)
    .values(values)
    .onConflictDoUpdate({
      target: promoVipHoldings.accountId,
      set: {
        floorRank: values.floorRank,
        countedFrom: values.countedFrom,
        reviewedPeriod: values.reviewedPeriod,
        updatedAt: new Date(),
      },
      setWhere: sql`${promoVipHoldings.reviewedPeriod} < ${values.reviewedPeriod}`,
    })
    .returning();
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

/**
 * Real members of a merchant who may hold a level: a level recorded as reached, or lifetime totals reaching
 * the lowest level's thresholds. Lowest account id first.
 */
export async function vipCandidates(
  db: DbOrTx,
  merchantId: number,
  lowest: { validBetThresholdMinor: bigint; depositThresholdMinor: bigint },
): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`select account_id from promo_vip_reached where merchant_id = ${merchantId}
        union
        select s.account_id from member_daily_stats s join accounts a on a.id = s.account_id
        where s.merchant_id = ${merchantId} and a.type = ${ACCOUNT_TYPE.MEMBER}
        group by s.account_id
        having sum(s.valid_bet_minor) >= ${lowest.validBetThresholdMinor.toString()}::bigint
           and sum(s.deposit_minor) >= ${lowest.depositThresholdMinor.toString()}::bigint
        order by 1`,
  );
  return rows.map((row) => Number(row.account_id));
}

export async function insertBonusOnce(
  db: DbOrTx,
  values: typeof promoVipBonuses.$inferInsert,
): Promise<VipBonusRow | undefined> {
  const [row] = await db.insert(promoVipBonuses).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setBonusTransfer(db: DbOrTx, row: VipBonusRow, transferId: number): Promise<void> {
  await db
    .update(promoVipBonuses)
    .set({ transferId })
    .where(
      sql`${promoVipBonuses.accountId} = ${row.accountId} and ${promoVipBonuses.kind} = ${row.kind} and ${promoVipBonuses.periodKey} = ${row.periodKey}`,
    );
}

export function findBonuses(db: DbOrTx, accountId: number): Promise<VipBonusRow[]> {
  return db
    .select()
    .from(promoVipBonuses)
    .where(eq(promoVipBonuses.accountId, accountId))
    .orderBy(desc(promoVipBonuses.paidAt))
    .limit(50);
}
