import { type ContractKind, type DividendPeriod, REALTIME_WINDOW_MINUTES } from '@fortuna/contracts/agents';
import { type LocalDate, localDateOf, localMidnight } from './zoned-time';

/** One settlement period: [start, end). */
export interface Period {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const REALTIME_MS = REALTIME_WINDOW_MINUTES * MINUTE;
const HOUR_MS = 60 * MINUTE;

function fixedPeriod(at: Date, lengthMs: number): Period {
  const start = Math.floor(at.getTime() / lengthMs) * lengthMs;
  return { start: new Date(start), end: new Date(start + lengthMs) };
}

function localPeriod(first: LocalDate, next: LocalDate, timeZone: string): Period {
  return { start: localMidnight(first, timeZone), end: localMidnight(next, timeZone) };
}

/** Monday-started week, 1st-15th / 16th-end halves, calendar month, or the day: in the merchant's zone. */
function calendarPeriod(unit: DividendPeriod, at: Date, timeZone: string): Period {
  const today = localDateOf(at, timeZone);
  switch (unit) {
    case 'daily':
      return localPeriod(today, { ...today, day: today.day + 1 }, timeZone);
    case 'weekly': {
      const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
      const monday = { ...today, day: today.day - ((weekday + 6) % 7) };
      return localPeriod(monday, { ...monday, day: monday.day + 7 }, timeZone);
    }
    case 'semimonthly':
      return today.day <= 15
        ? localPeriod({ ...today, day: 1 }, { ...today, day: 16 }, timeZone)
        : localPeriod({ ...today, day: 16 }, { ...today, month: today.month + 1, day: 1 }, timeZone);
    case 'monthly':
      return localPeriod({ ...today, day: 1 }, { ...today, month: today.month + 1, day: 1 }, timeZone);
  }
}

/**
 * The period of a contract kind holding `at`: real-time salary 5-minute windows and hourly salary hours
 * (whole UTC windows, the same in every zone with whole-hour offsets); daily salary the merchant's local
 * day; dividends the contract's period in the merchant's zone.
 */
export function periodOf(
  kind: ContractKind,
  at: Date,
  timeZone: string,
  dividendPeriod?: DividendPeriod | null,
): Period {
  switch (kind) {
    case 'realtime':
      return fixedPeriod(at, REALTIME_MS);
    case 'hourly':
      return fixedPeriod(at, HOUR_MS);
    case 'daily':
      return calendarPeriod('daily', at, timeZone);
    case 'dividend':
      return calendarPeriod(dividendPeriod ?? 'monthly', at, timeZone);
  }
}

/**
 * The periods that have ended by `now`, oldest first, from the one holding `since` (at most `limit`,
 * keeping the most recent when there are more).
 */
export function endedPeriods(
  kind: ContractKind,
  since: Date,
  now: Date,
  timeZone: string,
  dividendPeriod?: DividendPeriod | null,
  limit = 500,
): Period[] {
  const periods: Period[] = [];
  let period = periodOf(kind, since, timeZone, dividendPeriod);
  while (period.end.getTime() <= now.getTime()) {
    periods.push(period);
    if (periods.length > limit) periods.shift();
    period = periodOf(kind, period.end, timeZone, dividendPeriod);
  }
  return periods;
}
