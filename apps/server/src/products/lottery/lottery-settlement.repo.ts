import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { BetRow, DrawRow } from './lottery.repo';
import { lotteryBets, lotterySettlements } from './lottery.schema';

/**
 * The statements of set-based lottery settlement (ADR 0038, 0039): batches read member by member, in
 * (player, bet id) order after the last bet of the batch before (the `lottery_bets_draw_member_idx` index walks a
 * draw's bets in that order), so a batch names as few members as it can (their wallets, balances and rollups
 * are touched once per batch), and each batch's settlements written in one statement.
 */

/** Where a batch walk stands: the last bet read (its player and id); '' before the first batch. */
export function walkKeyOf(bet: Pick<BetRow, 'playerId' | 'id'>): string {
  return JSON.stringify([bet.playerId, bet.id]);
}

/** The bets of a draw after a walk key, in walk order. */
function afterKey(after: string) {
  if (!after) return undefined;
  const [playerId, id] = JSON.parse(after) as [string, string];
  return sql`(${lotteryBets.playerId}, ${lotteryBets.id}) > (${playerId}, ${id}::uuid)`;
}

const walkOrder = [asc(lotteryBets.playerId), asc(lotteryBets.id)];

/** The next `limit` bets of a draw after the walk key `after` in one of `statuses`. */
export function betsOfDrawAfter(
  db: DbOrTx,
  drawId: number,
  statuses: BetRow['status'][],
  after: string,
  limit: number,
): Promise<BetRow[]> {
  return db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.drawId, drawId), afterKey(after), inArray(lotteryBets.status, statuses)))
    .orderBy(...walkOrder)
    .limit(limit);
}

/**
 * The next `limit` bets after the walk key `after` of a drawn draw still to settle by its result: placed ones,
 * and settled ones last settled by an older result version (a correction).
 */
export function betsToSettleAfter(db: DbOrTx, draw: DrawRow, after: string, limit: number): Promise<BetRow[]> {
  return db
    .select()
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.drawId, draw.id),
        afterKey(after),
        or(
          eq(lotteryBets.status, 'placed'),
          and(inArray(lotteryBets.status, ['won', 'lost']), lt(lotteryBets.settledVersion, draw.resultVersion)),
        ),
      ),
    )
    .orderBy(...walkOrder)
    .limit(limit);
}

/** Marks refunded bets void (those still pending or placed); answers how many this call moved. */
export async function voidBets(db: DbOrTx, ids: string[], settledAt: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(lotteryBets)
    .set({ status: 'void', settledAt })
    .where(and(inArray(lotteryBets.id, ids), inArray(lotteryBets.status, ['pending', 'placed'])))
    .returning({ id: lotteryBets.id });
  return rows.length;
}

/** A bet's settlement by a result version, as the wallet applied it. */
export interface BetSettlement {
  bet: Pick<BetRow, 'id' | 'status' | 'settledVersion'>;
  status: 'won' | 'lost';
  hits: number[];
  payout: bigint;
  version: number;
  delta: bigint;
  transactionId: string | null;
}

/**
 * Writes a batch of settlements in one statement: each bet still in the status and version it was read in
 * moves to its settlement (compare-and-set, so a bet another pass settled first changes nothing), and, for a
 * regional draw's result version (above 0), gets its row of `lottery_settlements` per (bet, version) as the
 * audit trail. Answers how many bets this call moved.
 */
export async function recordBetSettlements(db: DbOrTx, rows: BetSettlement[], settledAt: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const payload = rows.map((row) => ({
    id: row.bet.id,
    from_status: row.bet.status,
    from_version: row.bet.settledVersion,
    status: row.status,
    hits: row.hits,
    payout: row.payout.toString(),
    version: row.version,
    delta: row.delta.toString(),
    tx: row.transactionId,
  }));
  const [result] = await queryRows(
    db,
    sql`with x as (
          select * from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
            as x(id uuid, from_status text, from_version integer, status text, hits jsonb, payout bigint,
                 version integer, delta bigint, tx text)),
        done as (
          update ${lotteryBets} b
          set status = x.status, hits = x.hits, payout = x.payout, settled_version = x.version,
              settled_at = ${settledAt.toISOString()}::timestamptz
          from x
          where b.id = x.id and b.status = x.from_status and b.settled_version = x.from_version
          returning b.id, x.version, x.payout, x.delta, x.tx),
        audit as (
          insert into ${lotterySettlements} (bet_id, version, payout, delta, transaction_id)
          select id, version, payout, delta, tx from done where version > 0
          on conflict do nothing)
        select count(*)::int as settled from done`,
  );
  return Number(result?.settled ?? 0);
}
