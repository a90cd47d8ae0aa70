import type { VipKeepPeriod } from '@fortuna/contracts/vip';

/** A keep-level review period of local days: its key ("2026-11", "2026-Q4") and first and last day. */
export interface KeepSpan {
  key: string;
  firstDay: string;
  lastDay: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month or quarter holding a local day ("2026-11-28"). */
export function keepSpanOf(day: string, period: Exclude<VipKeepPeriod, 'none'>): KeepSpan {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (period === 'month')
    return {
      key: `${year}-${pad(month)}`,
      firstDay: `${year}-${pad(month)}-01`,
      lastDay: `${year}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`,
    };
  const quarter = Math.ceil(month / 3);
  const first = quarter * 3 - 2;
  const last = quarter * 3;
  return {
    key: `${year}-Q${quarter}`,
    firstDay: `${year}-${pad(first)}-01`,
    lastDay: `${year}-${pad(last)}-${pad(lastDayOfMonth(year, last))}`,
  };
}

/** The day after a local day. */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The period before the one holding `day`. */
export function previousKeepSpan(day: string, period: Exclude<VipKeepPeriod, 'none'>): KeepSpan {
  const first = keepSpanOf(day, period).firstDay;
  const before = new Date(`${first}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  return keepSpanOf(before.toISOString().slice(0, 10), period);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether a local day is the member's birthday ("yyyy-MM-dd" in the profile): the same month and day; a
 * 29 February birthday falls on 28 February in other years.
 */
export function isBirthdayOn(birthday: string | null, day: string): boolean {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return false;
  const monthDay = birthday.slice(5);
  const year = Number(day.slice(0, 4));
  if (monthDay === '02-29' && !isLeapYear(year)) return day.slice(5) === '02-28';
  return day.slice(5) === monthDay;
}
