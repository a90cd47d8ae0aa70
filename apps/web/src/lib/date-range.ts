import { addDays, fromDayKey, toDayKey, toIsoWithOffset } from './date-time';

/**
 * The date-range shortcuts of spec §1 (next 7, next 30, previous 7, previous 30 days) plus today.
 * Reports of the past offer the previous ones; schedules ahead offer the next ones.
 */
export const RANGE_SHORTCUTS = ['today', 'previous7', 'previous30', 'next7', 'next30'] as const;
export type RangeShortcut = (typeof RANGE_SHORTCUTS)[number];

export const PAST_SHORTCUTS = ['today', 'previous7', 'previous30'] as const satisfies readonly RangeShortcut[];
export const FUTURE_SHORTCUTS = ['today', 'next7', 'next30'] as const satisfies readonly RangeShortcut[];

/** Days each shortcut covers, counting today; negative runs into the past. */
const SHORTCUT_DAYS: Record<RangeShortcut, number> = { today: 1, previous7: -7, previous30: -30, next7: 7, next30: 30 };

/** Inclusive local days, as "YYYY-MM-DD". */
export interface DayRange {
  fromDay: string;
  toDay: string;
}

const zoneDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day of `now` as "YYYY-MM-DD": in `timeZone` (an IANA zone, such as the merchant's, in
 * which the agent centre's days are counted) when given, else in the browser's zone.
 */
export function todayKey(now: Date, timeZone?: string): string {
  if (!timeZone) return toDayKey(now);
  let format = zoneDayFormats.get(timeZone);
  if (!format) {
    // en-CA writes a day as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneDayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** A "YYYY-MM-DD" day moved by whole days (calendar arithmetic, no zone involved). */
function shiftDayKey(dayKey: string, days: number): string {
  const [year, month, day] = dayKey.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * A shortcut's days, always including today: "previous 7 days" is today and the six days before it,
 * "next 7 days" is today and the six days after it. Today is the browser's, or the day in `timeZone`.
 */
export function shortcutRange(shortcut: RangeShortcut, now: Date, timeZone?: string): DayRange {
  const days = SHORTCUT_DAYS[shortcut];
  const today = todayKey(now, timeZone);
  const otherEnd = shiftDayKey(today, days > 0 ? days - 1 : days + 1);
  return days > 0 ? { fromDay: today, toDay: otherEnd } : { fromDay: otherEnd, toDay: today };
}

/** Which of the offered shortcuts a range equals today, if any. */
export function matchingShortcut(
  range: DayRange,
  now: Date,
  offered: readonly RangeShortcut[] = RANGE_SHORTCUTS,
  timeZone?: string,
): RangeShortcut | null {
  return (
    offered.find((shortcut) => {
      const candidate = shortcutRange(shortcut, now, timeZone);
      return candidate.fromDay === range.fromDay && candidate.toDay === range.toDay;
    }) ?? null
  );
}

/**
 * The query bounds for inclusive days: from the start of the first day to the start of the day
 * after the last one, in the browser's offset. Null when a day is missing or the range is reversed.
 */
export function rangeToQuery(range: DayRange): { from: string; to: string } | null {
  const first = fromDayKey(range.fromDay);
  const last = fromDayKey(range.toDay);
  if (!first || !last || first.getTime() > last.getTime()) return null;
  return { from: toIsoWithOffset(first), to: toIsoWithOffset(addDays(last, 1)) };
}
