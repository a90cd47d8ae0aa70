import type { MissionTask, PromoRule } from '@fortuna/contracts/promotions';
import { dateRangeInstants } from '../agents/zoned-time';
import { amountMinorOf, moneyOf } from '../payments/payment-money';
import { type CashbackPeriodSpan, countedDays, scheduleDaysOf } from './cashback-rules';

export type MissionRule = Extract<PromoRule, { kind: 'mission' }>;
export type LeaderboardRule = Extract<PromoRule, { kind: 'leaderboard' }>;

/** Tasks counted in whole units (rounds, days); the others in minor units of money. */
export function isCountTask(task: MissionTask): boolean {
  return task === 'rounds' || task === 'login_days';
}

/**
 * A mission's target in the units its progress is counted in: rounds or days as a whole number, money in
 * minor units. Undefined when a count is not a whole number, or login days exceed the days of the period.
 */
export function missionTargetOf(rule: MissionRule): bigint | undefined {
  if (!isCountTask(rule.task)) return amountMinorOf(rule.target);
  if (!/^\d+$/.test(rule.target)) return undefined;
  const count = BigInt(rule.target);
  if (rule.task === 'login_days' && count > (rule.period === 'day' ? 1n : 7n)) return undefined;
  return count;
}

/** Progress or target as the member reads it: "3" for rounds and days, "100.00" for money. */
export function missionUnitsText(task: MissionTask, units: bigint): string {
  return isCountTask(task) ? units.toString() : moneyOf(units).amount;
}

/** Progress as a whole percentage of the target, 0–100. */
export function missionPercent(progress: bigint, target: bigint): number {
  if (target <= 0n || progress >= target) return 100;
  return Number((progress * 100n) / target);
}

/** The instants a period counts between: its local days inside the promotion's schedule; null outside it. */
export function periodWindow(
  span: CashbackPeriodSpan,
  schedule: { startsAt: Date; endsAt: Date | null },
  timeZone: string,
  dayOf: (at: Date) => string,
): { start: Date; end: Date } | null {
  const days = countedDays(span, scheduleDaysOf(schedule.startsAt, schedule.endsAt, dayOf));
  if (!days) return null;
  const { start, end } = dateRangeInstants(days.from, days.to, timeZone);
  const from = start < schedule.startsAt ? schedule.startsAt : start;
  const to = schedule.endsAt && schedule.endsAt < end ? schedule.endsAt : end;
  return from < to ? { start: from, end: to } : null;
}

/** A username as others see it on a leaderboard: the first two and the last character ("de***1"). */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** The prize of a rank (1-based), or undefined past the table. */
export function prizeOfRank(rule: LeaderboardRule, rank: number): bigint | undefined {
  const text = rule.prizes[rank - 1];
  return text === undefined ? undefined : amountMinorOf(text);
}
