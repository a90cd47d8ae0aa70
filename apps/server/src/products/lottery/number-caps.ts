import type { LotteryLiabilityRow } from '@fortuna/contracts/lottery-vn';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { AppError } from '../../http/app-error';
import { type BetRow, insertBet } from './lottery.repo';
import type { lotteryBets } from './lottery.schema';

/**
 * Risk per merchant: a cap on the total staked (per point) on one number of one draw and bet type by the
 * merchant's players, and the liability view that shows where the money sits. docs/lottery.md "Caps".
 */

type NewBet = typeof lotteryBets.$inferInsert;
const OPEN_STATUSES = sql.raw(`('pending', 'placed')`);

/** What a ticket is placed under, in one read of the merchant's rules: the regional cut-off and the number cap. */
export async function placementRulesOf(
  db: DbOrTx,
  merchantId: number | null,
): Promise<{ cutoffMinutes: number | undefined; numberCap: bigint | null }> {
  if (merchantId === null) return { cutoffMinutes: undefined, numberCap: null };
  const [row] = await queryRows(
    db,
    sql`select cutoff_minutes, number_cap_minor::text as cap from lottery_merchant_rules where merchant_id = ${merchantId}`,
  );
  const cap = row?.cap as string | null | undefined;
  return {
    cutoffMinutes: row === undefined ? undefined : Number(row.cutoff_minutes),
    numberCap: cap === null || cap === undefined ? null : BigInt(cap),
  };
}

export async function numberCapOf(db: DbOrTx, merchantId: number | null): Promise<bigint | null> {
  return (await placementRulesOf(db, merchantId)).numberCap;
}

export async function saveNumberCap(db: DbOrTx, merchantId: number, cap: bigint | null): Promise<void> {
  await db.execute(sql`
    insert into lottery_merchant_rules (merchant_id, number_cap_minor) values (${merchantId}, ${cap?.toString() ?? null})
    on conflict (merchant_id) do update set number_cap_minor = excluded.number_cap_minor, updated_at = now()`);
}

/** What the merchant's players have on each of `numbers` of a draw and bet type now (open tickets). */
async function stakedPerNumber(tx: DbOrTx, bet: NewBet, merchantId: number): Promise<Map<string, bigint>> {
  const rows = await queryRows(
    tx,
    sql`
    select n.value as number, sum(b.stake_per_point)::text as staked
    from lottery_bets b
    cross join lateral jsonb_array_elements_text(b.numbers) as n(value)
    join accounts a on b.player_id = a.id::text
    where b.draw_id = ${bet.drawId} and b.bet_type = ${bet.betType} and b.status in ${OPEN_STATUSES}
      and a.merchant_id = ${merchantId} and n.value in (select jsonb_array_elements_text(${JSON.stringify(bet.numbers)}::jsonb))
    group by n.value`,
  );
  return new Map(rows.map((row) => [String(row.number), BigInt(String(row.staked))]));
}

/**
 * Stores a ticket unless one of its numbers would pass the merchant's cap (`LOTTERY_NUMBER_CAP`, with the number
 * and what is left on it). Tickets on the same draw, bet type and merchant take a transaction lock in turn, so
 * two tickets racing for the last room on a number cannot both get it. Without a cap: a plain insert. `cap` is the
 * merchant's as `placementRulesOf` read it.
 */
export async function insertCappedBet(
  db: Db,
  merchantId: number | null,
  cap: bigint | null,
  bet: NewBet,
): Promise<BetRow | undefined> {
  if (cap === null || merchantId === null) return insertBet(db, bet);
  return db.transaction(async (tx) => {
    const lockKey = `lottery-cap:${bet.drawId}:${bet.betType}:${merchantId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const staked = await stakedPerNumber(tx, bet, merchantId);
    for (const number of bet.numbers) {
      const already = staked.get(number) ?? 0n;
      if (already + bet.stakePerPoint > cap) {
        const remaining = already >= cap ? 0n : cap - already;
        throw new AppError('LOTTERY_NUMBER_CAP').withValue({ number, remaining: remaining.toString() });
      }
    }
    return insertBet(tx, bet);
  });
}

/** A draw's open tickets by bet type and number: stake per point, tickets, and the payout of one hit at their odds. */
export async function drawLiability(
  db: DbOrTx,
  drawId: number,
  merchantId: number | null,
  limit = 200,
): Promise<LotteryLiabilityRow[]> {
  const merchantFilter = merchantId === null ? sql`` : sql`and a.merchant_id = ${merchantId}`;
  const rows = await queryRows(
    db,
    sql`
    select b.bet_type, n.value as number, count(*)::int as tickets, sum(b.stake_per_point)::text as staked,
      sum(b.stake_per_point * b.odds_hundredths / 100)::bigint::text as payout
    from lottery_bets b
    cross join lateral jsonb_array_elements_text(b.numbers) as n(value)
    join accounts a on b.player_id = a.id::text
    where b.draw_id = ${drawId} and b.status in ${OPEN_STATUSES} ${merchantFilter}
    group by b.bet_type, n.value
    order by sum(b.stake_per_point * b.odds_hundredths) desc, b.bet_type, n.value
    limit ${limit}`,
  );
  return rows.map((row) => ({
    betType: String(row.bet_type),
    number: String(row.number),
    tickets: Number(row.tickets),
    stakedMinor: String(row.staked),
    payoutPerHitMinor: String(row.payout),
  }));
}
