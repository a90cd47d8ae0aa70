import { type DateRangeQuery, dateRangeQuerySchema } from '@fortuna/contracts/agents';
import type { DayRange } from '../../../../lib/date-range';

/**
 * The team calls' whole days (yyyy-MM-dd, both included) for the picked range; null while the range
 * is incomplete, reversed or longer than the server allows (a year).
 */
export function teamRangeQuery(range: DayRange): DateRangeQuery | null {
  const parsed = dateRangeQuerySchema.safeParse({ from: range.fromDay, to: range.toDay });
  return parsed.success ? parsed.data : null;
}
