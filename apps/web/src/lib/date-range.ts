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

/**
 * A shortcut's days, always including today: "previous 7 days" is today and the six days before it,
 * "next 7 days" is today and the six days after it.
 */
export function shortcutRange(shortcut: RangeShortcut, now: Date): DayRange {
  const days = SHORTCUT_DAYS[shortcut];
  const otherEnd = toDayKey(addDays(now, days > 0 ? days - 1 : days + 1));
  const today = toDayKey(now);
  return days > 0 ? { fromDay: today, toDay: otherEnd } : { fromDay: otherEnd, toDay: today };
}

/** Which of the offered shortcuts a range equals today, if any. */
export function matchingShortcut(
  range: DayRange,
  now: Date,
  offered: readonly RangeShortcut[] = RANGE_SHORTCUTS,
): RangeShortcut | null {
  return (
    offered.find((shortcut) => {
      const candidate = shortcutRange(shortcut, now);
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
