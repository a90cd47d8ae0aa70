import { addDays, fromDayKey, toDayKey, toIsoWithOffset } from '../../../lib/date-time';

/** Spec §1 date-range shortcuts used here (previous 7 and 30 days), plus today. */
export const RANGE_SHORTCUTS = ['today', 'previous7', 'previous30'] as const;
export type RangeShortcut = (typeof RANGE_SHORTCUTS)[number];

const SHORTCUT_DAYS: Record<RangeShortcut, number> = { today: 1, previous7: 7, previous30: 30 };

/** Inclusive local days, as "YYYY-MM-DD". */
export interface DayRange {
  fromDay: string;
  toDay: string;
}

/** A shortcut's days, ending today: "previous 7 days" is today and the six days before it. */
export function shortcutRange(shortcut: RangeShortcut, now: Date): DayRange {
  return { fromDay: toDayKey(addDays(now, 1 - SHORTCUT_DAYS[shortcut])), toDay: toDayKey(now) };
}

/** Which shortcut a range equals today, if any. */
export function matchingShortcut(range: DayRange, now: Date): RangeShortcut | null {
  return (
    RANGE_SHORTCUTS.find((shortcut) => {
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
