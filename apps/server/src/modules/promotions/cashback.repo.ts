import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { promoClaims } from '../../db/schema/index';

/** A member whose net loss over a period reaches the minimum. */
export interface NetLoser {
  accountId: number;
  netLossMinor: bigint;
}

/**
 * The merchant's members whose net loss (stakes minus payouts of settled real-money rounds) over the local
 * days `from`–`to` reaches `minLossMinor` (at least 1), read from the daily rollups, never from rounds. Trial
 * accounts are left out; `registeredSince` keeps only members registered from then (new-member promotions).
 */
export async function netLosersBetween(
  db: DbOrTx,
  query: { merchantId: number; from: string; to: string; minLossMinor: bigint; registeredSince: Date | null },
): Promise<NetLoser[]> {
  const minimum = query.minLossMinor > 1n ? query.minLossMinor : 1n;
  const since = query.registeredSince
    ? sql`and a.created_at >= ${query.registeredSince.toISOString()}::timestamptz`
    : sql``;
  const rows = await queryRows(
    db,
    sql`select s.account_id, sum(s.stake_minor - s.payout_minor)::text as net_loss
        from member_daily_stats s join accounts a on a.id = s.account_id
        where s.merchant_id = ${query.merchantId} and s.day >= ${query.from}::date and s.day <= ${query.to}::date
          and a.type <> ${ACCOUNT_TYPE.TRIAL} ${since}
        group by s.account_id
        having sum(s.stake_minor - s.payout_minor) >= ${minimum.toString()}::bigint
        order by s.account_id`,
  );
  return rows.map((row) => ({ accountId: Number(row.account_id), netLossMinor: BigInt(String(row.net_loss)) }));
}

/** One member's net loss per local day from `from` on (the member's promotions list). */
export async function netLossByDay(db: DbOrTx, accountId: number, from: string): Promise<Map<string, bigint>> {
  const rows = await queryRows(
    db,
    sql`select day::text as day, (stake_minor - payout_minor)::text as net_loss
        from member_daily_stats where account_id = ${accountId} and day >= ${from}::date`,
  );
  return new Map(rows.map((row) => [String(row.day), BigInt(String(row.net_loss))]));
}

/** Members already paid (or being paid) for a promotion's period. */
export async function claimedAccounts(db: DbOrTx, promotionId: number, periodKey: string): Promise<Set<number>> {
  const rows = await db
    .select({ accountId: promoClaims.accountId })
    .from(promoClaims)
    .where(and(eq(promoClaims.promotionId, promotionId), eq(promoClaims.periodKey, periodKey)));
  return new Set(rows.map((row) => row.accountId));
}
