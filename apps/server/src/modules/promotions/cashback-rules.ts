import type { CashbackPeriod, PromoRule } from '@fortuna/contracts/promotions';
import { amountMinorOf } from '../payments/payment-money';

export type CashbackRule = Extract<PromoRule, { kind: 'cashback' }>;

/** One cashback period: its claim key and its first and last local day (merchant's payment time zone). */
export interface CashbackPeriodSpan {
  key: string;
  firstDay: string;
  lastDay: string;
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The period (a local day, or the Monday-to-Sunday week) that holds a local day. */
export function cashbackPeriodOf(day: string, period: CashbackPeriod): CashbackPeriodSpan {
  if (period === 'day') return { key: day, firstDay: day, lastDay: day };
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = shiftDay(day, -weekday);
  return { key: `week:${monday}`, firstDay: monday, lastDay: shiftDay(monday, 6) };
}

/** The period just before one. */
export function previousPeriod(span: CashbackPeriodSpan, period: CashbackPeriod): CashbackPeriodSpan {
  return cashbackPeriodOf(shiftDay(span.firstDay, -1), period);
}

/** The local days of a promotion's schedule: its start day, and the day of its last instant (null: open-ended). */
export interface ScheduleDays {
  startDay: string;
  endDay: string | null;
}

export function scheduleDaysOf(startsAt: Date, endsAt: Date | null, dayOf: (at: Date) => string): ScheduleDays {
  return { startDay: dayOf(startsAt), endDay: endsAt ? dayOf(new Date(endsAt.getTime() - 1)) : null };
}

/** The days of a period that count: those inside the schedule; null when the period lies outside it. */
export function countedDays(span: CashbackPeriodSpan, schedule: ScheduleDays): { from: string; to: string } | null {
  const from = span.firstDay > schedule.startDay ? span.firstDay : schedule.startDay;
  const to = schedule.endDay !== null && schedule.endDay < span.lastDay ? schedule.endDay : span.lastDay;
  return from <= to ? { from, to } : null;
}

/** Percent of a net loss, rounded down, at most the cap; nothing for a win or a loss below the minimum. */
export function cashbackMinor(netLossMinor: bigint, rule: CashbackRule): bigint {
  const minimum = amountMinorOf(rule.minLoss);
  if (netLossMinor <= 0n || netLossMinor < minimum) return 0n;
  const amount = (netLossMinor * BigInt(rule.percent)) / 100n;
  const cap = amountMinorOf(rule.cap);
  return amount < cap ? amount : cap;
}

/** How many ended periods the job looks back over: a node down over a period's end still pays it later. */
export const CASHBACK_LOOKBACK: Record<CashbackPeriod, number> = { day: 7, week: 2 };

/**
 * The ended periods the job pays now, newest first: periods whose last day is before today, that overlap
 * the schedule, at most the look-back's count of them.
 */
export function endedPeriodsToPay(today: string, period: CashbackPeriod, schedule: ScheduleDays): CashbackPeriodSpan[] {
  const spans: CashbackPeriodSpan[] = [];
  let span = previousPeriod(cashbackPeriodOf(today, period), period);
  for (let step = 0; step < CASHBACK_LOOKBACK[period] && span.lastDay >= schedule.startDay; step += 1) {
    if (countedDays(span, schedule)) spans.push(span);
    span = previousPeriod(span, period);
  }
  return spans;
}

/** Sum of the daily net losses over the counted days of a period (days as "YYYY-MM-DD" compare as text). */
export function netLossOver(lossByDay: ReadonlyMap<string, bigint>, days: { from: string; to: string } | null): bigint {
  if (!days) return 0n;
  let total = 0n;
  for (const [day, loss] of lossByDay) if (day >= days.from && day <= days.to) total += loss;
  return total;
}
