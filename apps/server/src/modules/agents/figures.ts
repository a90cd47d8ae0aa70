import type { TeamFigures } from '@fortuna/contracts/agents';
import { type SQL, sql } from 'drizzle-orm';
import { moneyOf } from '../payments/payment-money';

/**
 * The figure columns every rollup query selects (sums as text, counts as int), and their reading.
 * `s` is the member_hourly_stats alias.
 */
export const FIGURE_COLUMNS: SQL = sql`
  coalesce(sum(s.valid_bet_minor), 0)::text as valid_bet,
  coalesce(sum(s.stake_minor), 0)::text as stake,
  coalesce(sum(s.payout_minor), 0)::text as payout,
  coalesce(sum(s.deposit_minor), 0)::text as deposits,
  coalesce(sum(s.withdrawal_minor), 0)::text as withdrawals,
  coalesce(sum(s.bonus_minor), 0)::text as bonuses,
  coalesce(sum(s.bet_count), 0)::int as bet_count,
  (count(distinct s.account_id) filter (where s.bet_count > 0))::int as active_members`;

export interface FigureSums {
  validBet: bigint;
  stake: bigint;
  payout: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
  betCount: number;
  activeMembers: number;
}

export function bigintOf(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(Math.trunc(value));
  if (typeof value === 'string' && value !== '') return BigInt(value);
  return 0n;
}

export function sumsOf(row: Record<string, unknown> | undefined): FigureSums {
  return {
    validBet: bigintOf(row?.valid_bet),
    stake: bigintOf(row?.stake),
    payout: bigintOf(row?.payout),
    deposits: bigintOf(row?.deposits),
    withdrawals: bigintOf(row?.withdrawals),
    bonuses: bigintOf(row?.bonuses),
    betCount: Number(row?.bet_count ?? 0),
    activeMembers: Number(row?.active_members ?? 0),
  };
}

/** The house's net result on a team: what it kept of the stakes, less bonuses given (dividend figure). */
export function netLossOf(sums: FigureSums): bigint {
  return sums.stake - sums.payout - sums.bonuses;
}

export function figuresOf(sums: FigureSums): TeamFigures {
  return {
    validBet: moneyOf(sums.validBet),
    stake: moneyOf(sums.stake),
    payout: moneyOf(sums.payout),
    profitLoss: moneyOf(sums.payout - sums.stake),
    deposits: moneyOf(sums.deposits),
    withdrawals: moneyOf(sums.withdrawals),
    bonuses: moneyOf(sums.bonuses),
    activeMembers: sums.activeMembers,
    betCount: sums.betCount,
  };
}

/** A Postgres bigint[] literal of ids (integers only), for `= any(...)`. */
export function idArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
