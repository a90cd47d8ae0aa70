import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Counts a bonus in the member's hourly rollup, in the transaction that grants it. Rounds, deposits and
 * withdrawals are counted by triggers on their own tables (migration 0011) as they settle.
 */
export async function countBonus(tx: DbOrTx, member: { id: number; merchantId: number }, amountMinor: bigint) {
  await tx.execute(
    sql`select member_stats_add(${member.id}, ${member.merchantId}, now(), 0, 0, 0, 0, 0, 0, ${amountMinor.toString()}::bigint)`,
  );
}
