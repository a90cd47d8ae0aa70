import { dateRangeQuerySchema } from '@fortuna/contracts/agents';
import { useState } from 'react';
import { type DayRange, type RangeShortcut, shortcutRange } from '../../../../lib/date-range';
import { useMerchantTimeZone } from '../../hooks/useMerchantTimeZone';

/** The agent calls' day bounds ("YYYY-MM-DD", both inclusive), or null for a reversed or too long range. */
export function dayRangeQuery(range: DayRange): { from: string; to: string } | null {
  const parsed = dateRangeQuerySchema.safeParse({ from: range.fromDay, to: range.toDay });
  return parsed.success ? parsed.data : null;
}

export interface DayRangeState {
  range: DayRange;
  setRange: (range: DayRange) => void;
  /** The merchant's zone, whose calendar the days are. */
  timeZone: string;
  /** The bounds to send, or null while the days are not a valid range. */
  query: { from: string; to: string } | null;
}

/** A report's chosen days (the merchant's days), starting at a shortcut (the previous 7 days unless told). */
export function useDayRange(initial: RangeShortcut = 'previous7'): DayRangeState {
  const timeZone = useMerchantTimeZone();
  const [range, setRange] = useState<DayRange>(() => shortcutRange(initial, new Date(), timeZone));
  return { range, setRange, query: dayRangeQuery(range), timeZone };
}

/** Pages of a list of `total` items. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
