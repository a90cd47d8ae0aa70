import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { MemberTotals } from './vip-levels';
import type { KeepSpan } from './vip-periods';

/**
 * The VIP job's set-based statements (ADR 0038): every member who may hold a level read in one query, and levels
 * recorded, bonuses inserted, transfer ids written and demotions made for a batch of members in one statement each.
 */

/** What the VIP job knows of a member who may hold a level. */
export interface VipCandidateRow {
  accountId: number;
  birthday: string | null;
  /** Lifetime totals, or after a demotion the totals counted from its day. */
  totals: MemberTotals;
  holding: { floorRank: number; reviewedPeriod: string } | null;
  reached: { rank: number; reachedAt: Date }[];
  /** Valid bet over the review span's local days (0 without a span). */
  spanValidBetMinor: bigint;
}

/**
 * Real members (never trial accounts) of a merchant who may hold a level: a level recorded as reached, or
 * lifetime totals reaching the lowest level's thresholds. One query over the daily rollups; lowest id first.
 */
export async function vipCandidateRows(
  db: DbOrTx,
  merchantId: number,
  lowest: { validBetThresholdMinor: bigint; depositThresholdMinor: bigint },
  span: KeepSpan | null,
): Promise<VipCandidateRow[]> {
  const first = span?.firstDay ?? null;
  const last = span?.lastDay ?? null;
  const rows = await queryRows(
    db,
    sql`with stats as (
          select s.account_id, sum(s.valid_bet_minor) as valid_bet, sum(s.deposit_minor) as deposit,
                 sum(s.valid_bet_minor) filter (where s.day >= h.counted_from::date) as valid_bet_since,
                 sum(s.deposit_minor) filter (where s.day >= h.counted_from::date) as deposit_since,
                 sum(s.valid_bet_minor) filter (where s.day between ${first}::date and ${last}::date) as span_valid_bet
          from member_daily_stats s left join promo_vip_holdings h on h.account_id = s.account_id
          where s.merchant_id = ${merchantId}
          group by s.account_id),
        reached as (
          select account_id, json_agg(json_build_object('rank', rank, 'at', reached_at)) as levels
          from promo_vip_reached where merchant_id = ${merchantId} group by account_id),
        candidates as (
          select account_id from reached
          union
          select account_id from stats
          where valid_bet >= ${lowest.validBetThresholdMinor.toString()}::bigint
            and deposit >= ${lowest.depositThresholdMinor.toString()}::bigint)
        select a.id as account_id, a.birthday, h.floor_rank, h.reviewed_period, r.levels,
               (case when h.account_id is null then coalesce(s.valid_bet, 0) else coalesce(s.valid_bet_since, 0) end)::text as valid_bet,
               (case when h.account_id is null then coalesce(s.deposit, 0) else coalesce(s.deposit_since, 0) end)::text as deposit,
               coalesce(s.span_valid_bet, 0)::text as span_valid_bet
        from candidates c
        join accounts a on a.id = c.account_id and a.merchant_id = ${merchantId} and a.type = ${ACCOUNT_TYPE.MEMBER}
        left join stats s on s.account_id = c.account_id
        left join promo_vip_holdings h on h.account_id = c.account_id
        left join reached r on r.account_id = c.account_id
        order by a.id`,
  );
  return rows.map((row) => {
    const levels = (typeof row.levels === 'string' ? JSON.parse(row.levels) : (row.levels ?? [])) as {
      rank: number;
      at: string;
    }[];
    return {
      accountId: Number(row.account_id),
      birthday: row.birthday === null ? null : String(row.birthday),
      totals: { validBetMinor: BigInt(String(row.valid_bet)), depositMinor: BigInt(String(row.deposit)) },
      holding:
        row.floor_rank === null || row.floor_rank === undefined
          ? null
          : { floorRank: Number(row.floor_rank), reviewedPeriod: String(row.reviewed_period) },
      reached: levels.map((level) => ({ rank: Number(level.rank), reachedAt: new Date(level.at) })),
      spanValidBetMinor: BigInt(String(row.span_valid_bet)),
    };
  });
}

/** A level or bonus row a batch inserted: its member, rank and amount. */
export interface InsertedVipRow {
  accountId: number;
  rank: number;
  amountMinor: bigint;
}

const toInserted = (row: Record<string, unknown>): InsertedVipRow => ({
  accountId: Number(row.account_id),
  rank: Number(row.rank),
  amountMinor: BigInt(String(row.amount)),
});

/** Records newly reached levels (member, rank) unless recorded already; answers the rows this call inserted. */
export async function insertReachedLevels(
  tx: DbOrTx,
  merchantId: number,
  levels: readonly InsertedVipRow[],
): Promise<InsertedVipRow[]> {
  if (levels.length === 0) return [];
  const rows = levels.map((row) => ({ account_id: row.accountId, rank: row.rank, amount: row.amountMinor.toString() }));
  const inserted = await queryRows(
    tx,
    sql`insert into promo_vip_reached (account_id, rank, merchant_id, bonus_minor)
        select x.account_id, x.rank, ${merchantId}, x.amount
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(account_id bigint, rank integer, amount bigint)
        order by x.account_id, x.rank
        on conflict do nothing
        returning account_id, rank, bonus_minor::text as amount`,
  );
  return inserted.map(toInserted).sort((a, b) => a.accountId - b.accountId || a.rank - b.rank);
}

/** Inserts the (member, kind, period) bonus rows of a batch; a member holding the period's row gets none. */
export async function insertBonusesOnce(
  tx: DbOrTx,
  bonus: { merchantId: number; kind: 'monthly' | 'birthday'; periodKey: string },
  rows: readonly InsertedVipRow[],
): Promise<InsertedVipRow[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({ account_id: row.accountId, rank: row.rank, amount: row.amountMinor.toString() }));
  const inserted = await queryRows(
    tx,
    sql`insert into promo_vip_bonuses (account_id, kind, period_key, merchant_id, rank, amount_minor)
        select x.account_id, ${bonus.kind}, ${bonus.periodKey}, ${bonus.merchantId}, x.rank, x.amount
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(account_id bigint, rank integer, amount bigint)
        order by x.account_id
        on conflict do nothing
        returning account_id, rank, amount_minor::text as amount`,
  );
  return inserted.map(toInserted).sort((a, b) => a.accountId - b.accountId);
}

/**
 * Writes the transfer ids of bonus rows this transaction inserted. An upsert on the table's key rather than an
 * UPDATE joined to the batch: each row is found through the key's index, whatever the planner's statistics say
 * of a table that grew by the batch (a joined UPDATE was planned as a scan per row: 3 s per batch of 2,000).
 */
export async function setBonusTransfers(
  tx: DbOrTx,
  bonus: { merchantId: number; kind: 'monthly' | 'birthday'; periodKey: string },
  transfers: readonly (InsertedVipRow & { transferId: number })[],
): Promise<void> {
  if (transfers.length === 0) return;
  const rows = transfers.map((row) => ({
    account_id: row.accountId,
    rank: row.rank,
    amount: row.amountMinor.toString(),
    transfer: row.transferId,
  }));
  await tx.execute(
    sql`insert into promo_vip_bonuses (account_id, kind, period_key, merchant_id, rank, amount_minor, transfer_id)
        select x.account_id, ${bonus.kind}, ${bonus.periodKey}, ${bonus.merchantId}, x.rank, x.amount, x.transfer
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(account_id bigint, rank integer, amount bigint, transfer bigint)
        order by x.account_id
        on conflict (account_id, kind, period_key) do update set transfer_id = excluded.transfer_id`,
  );
}

/** Writes the upgrade transfer ids of levels this transaction recorded: an upsert on the key, as above. */
export async function setReachedTransfers(
  tx: DbOrTx,
  merchantId: number,
  transfers: readonly (InsertedVipRow & { transferId: number })[],
): Promise<void> {
  if (transfers.length === 0) return;
  const rows = transfers.map((row) => ({
    account_id: row.accountId,
    rank: row.rank,
    amount: row.amountMinor.toString(),
    transfer: row.transferId,
  }));
  await tx.execute(
    sql`insert into promo_vip_reached (account_id, rank, merchant_id, bonus_minor, transfer_id)
        select x.account_id, x.rank, ${merchantId}, x.amount, x.transfer
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(account_id bigint, rank integer, amount bigint, transfer bigint)
        order by x.account_id, x.rank
        on conflict (account_id, rank) do update set transfer_id = excluded.transfer_id`,
  );
}

/**
 * Demotes a batch of members for a reviewed period: each upsert acts only when the member's last review is older
 * than this period, so a review run twice or on two nodes demotes once. Answers how many this call demoted.
 */
export async function demoteMembersOnce(
  db: DbOrTx,
  merchantId: number,
  period: { reviewedPeriod: string; countedFrom: string },
  demotions: readonly { accountId: number; floorRank: number }[],
): Promise<number> {
  if (demotions.length === 0) return 0;
  const rows = demotions.map((row) => ({ account_id: row.accountId, floor_rank: row.floorRank }));
  const changed = await queryRows(
    db,
    sql`insert into promo_vip_holdings (account_id, merchant_id, floor_rank, counted_from, reviewed_period)
        select x.account_id, ${merchantId}, x.floor_rank, ${period.countedFrom}, ${period.reviewedPeriod}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(account_id bigint, floor_rank integer)
        order by x.account_id
        on conflict (account_id) do update
          set floor_rank = excluded.floor_rank, counted_from = excluded.counted_from,
              reviewed_period = excluded.reviewed_period, updated_at = now()
          where promo_vip_holdings.reviewed_period < excluded.reviewed_period
        returning account_id`,
  );
  return changed.length;
}
