import { parseMinor } from '@fortuna/contracts/money';
import type { DailyTotal } from '@fortuna/contracts/payments-admin';

export const DEFAULT_RANGE_DAYS = 14;
/** The server keeps a report to a sensible size; so does the form. */
export const MAX_RANGE_DAYS = 92;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** yyyy-MM-dd of a date in the browser's time zone. */
export function toDateText(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-MM-dd of `now` in an IANA time zone (the merchant's), falling back to the browser's. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    return parts.format(now);
  } catch {
    return toDateText(now);
  }
}

/** The last `days` calendar days up to and including `today` (yyyy-MM-dd). */
export function defaultRange(today: string, days = DEFAULT_RANGE_DAYS): { fromDate: string; toDate: string } {
  const end = Date.parse(`${today}T00:00:00Z`);
  const from = new Date(end - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { fromDate: from, toDate: today };
}

/** Days in an inclusive yyyy-MM-dd range (1 for a single day). */
export function rangeLength(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Why a range cannot be asked for, or null. */
export function rangeProblem(fromDate: string, toDate: string): string | null {
  if (!fromDate || !toDate) return 'Choose both dates';
  if (fromDate > toDate) return 'The start date is after the end date';
  if (rangeLength(fromDate, toDate) > MAX_RANGE_DAYS) return `Choose at most ${MAX_RANGE_DAYS} days`;
  return null;
}

export interface TotalsSummary {
  depositCount: number;
  depositMinor: bigint;
  withdrawalCount: number;
  withdrawalMinor: bigint;
  /** Deposits less withdrawals: what the period brought in. */
  netMinor: bigint;
}

export function summarize(days: readonly DailyTotal[]): TotalsSummary {
  let depositMinor = 0n;
  let withdrawalMinor = 0n;
  let depositCount = 0;
  let withdrawalCount = 0;
  for (const day of days) {
    depositMinor += parseMinor(day.depositSum.amountMinor);
    withdrawalMinor += parseMinor(day.withdrawalSum.amountMinor);
    depositCount += day.depositCount;
    withdrawalCount += day.withdrawalCount;
  }
  return { depositCount, depositMinor, withdrawalCount, withdrawalMinor, netMinor: depositMinor - withdrawalMinor };
}

/** A round axis maximum at or above `value` (1, 2, 2.5 or 5 times a power of ten), so grid lines read well. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

const compactFormat = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** "1.2M", "350K": an axis label of an amount in minor units, in whole currency units. */
export function compactAmount(minor: number, currencySymbol = ''): string {
  return `${currencySymbol}${compactFormat.format(minor / 100)}`;
}

export interface ChartBar {
  date: string;
  /** Heights as a share of the axis maximum, 0..1. */
  deposit: number;
  withdrawal: number;
}

/** The bars of the chart and the axis maximum (minor units) they are drawn against. */
export function chartModel(days: readonly DailyTotal[]): { axisMax: number; bars: ChartBar[] } {
  const values = days.flatMap((day) => [Number(day.depositSum.amountMinor), Number(day.withdrawalSum.amountMinor)]);
  const axisMax = niceCeiling(Math.max(0, ...values));
  return {
    axisMax,
    bars: days.map((day) => ({
      date: day.date,
      deposit: Number(day.depositSum.amountMinor) / axisMax,
      withdrawal: Number(day.withdrawalSum.amountMinor) / axisMax,
    })),
  };
}

const dayLabelFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', timeZone: 'UTC' });

/** "22 Nov" for a yyyy-MM-dd day. */
export function dayLabel(date: string): string {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(parsed) ? date : dayLabelFormat.format(parsed);
}
