import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * Counts a bonus in the member's hourly rollup, in the transaction that grants it. Rounds, deposits and
 * withdrawals are counted by triggers on their own tables (migration 0011) as they settle.
 */
export async function countBonus(tx: DbOrTx, member: { id: number; merchantId: number }, amountMinor: bigint) {
  await tx.execute(
    sql`select member_stats_add(${member.id}, ${member.merchantId}, now(), 0, 0, 0, 0, 0, 0, ${amountMinor.toString()}::bigint)`,
  );
}

/** A member's lifetime valid bet and credited deposits, summed from the daily rollups (never raw bets). */
export async function memberLifetimeTotals(db: DbOrTx, accountId: number) {
  const [row] = await queryRows(
    db,
    sql`select coalesce(sum(valid_bet_minor), 0)::text as valid_bet, coalesce(sum(deposit_minor), 0)::text as deposit
        from member_daily_stats where account_id = ${accountId}`,
  );
  return { validBetMinor: BigInt(String(row?.valid_bet ?? 0)), depositMinor: BigInt(String(row?.deposit ?? 0)) };
}
