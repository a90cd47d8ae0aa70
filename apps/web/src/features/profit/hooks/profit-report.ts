import type { ProfitRow } from '@fortuna/contracts/bet-records';
import { GAME_TYPES, type GameType } from '@fortuna/contracts/catalogue';
import { type DayRange, rangeToQuery } from '../../../lib/date-range';
import { addDays, fromDayKey, toDayKey } from '../../../lib/date-time';
import { type MoneyValue, majorUnitsOf, sumMoney } from '../../bet-record/hooks/money-format';
import type { ProfitRequest } from '../api/profit';

/** A range longer than this is charted by the days that have rounds only, not every day. */
export const MAX_FILLED_DAYS = 62;

/** The browser's UTC offset in minutes (420 for UTC+7), as the P&L expects it. */
export function browserOffsetMinutes(now = new Date()): number {
  return -now.getTimezoneOffset();
}

/** The P&L request for inclusive days, or null while they are not a valid range. */
export function buildProfitQuery(range: DayRange, offsetMinutes: number): ProfitRequest | null {
  const bounds = rangeToQuery(range);
  return bounds ? { ...bounds, offsetMinutes } : null;
}

export interface DayProfit {
  /** YYYY-MM-DD */
  day: string;
  rounds: number;
  profit: MoneyValue;
  /** The profit in major units, for the chart only. */
  value: number;
}

function daysOf(range: DayRange): string[] | null {
  const first = fromDayKey(range.fromDay);
  const last = fromDayKey(range.toDay);
  if (!first || !last || first > last) return null;
  const days: string[] = [];
  for (let day = first; day <= last && days.length <= MAX_FILLED_DAYS; day = addDays(day, 1)) days.push(toDayKey(day));
  return days.length > MAX_FILLED_DAYS ? null : days;
}

/**
 * The chart's days, oldest first: each day's profit over every game type. Every day of the range is
 * listed (0 on days without rounds) unless the range is longer than MAX_FILLED_DAYS.
 */
export function dailyProfits(rows: readonly ProfitRow[], range: DayRange): DayProfit[] {
  const byDay = new Map<string, ProfitRow[]>();
  for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  const days = daysOf(range) ?? [];
  const allDays = [...new Set([...days, ...byDay.keys()])].sort();
  return allDays.map((day) => {
    const dayRows = byDay.get(day) ?? [];
    const profit = sumMoney(dayRows.map((row) => row.profit));
    return {
      day,
      rounds: dayRows.reduce((total, row) => total + row.rounds, 0),
      profit,
      value: majorUnitsOf(profit),
    };
  });
}

export interface ProfitDayGroup {
  day: string;
  /** The day's game types, in the catalogue's order. */
  rows: ProfitRow[];
  totals: { rounds: number; stake: MoneyValue; validBet: MoneyValue; payout: MoneyValue; profit: MoneyValue };
}

const TYPE_ORDER = new Map<GameType, number>(GAME_TYPES.map((type, index) => [type, index]));

/** The table's days, newest first, each with its game types and its own totals. */
export function profitDayGroups(rows: readonly ProfitRow[]): ProfitDayGroup[] {
  const byDay = new Map<string, ProfitRow[]>();
  for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, dayRows]) => {
      const sorted = [...dayRows].sort((a, b) => (TYPE_ORDER.get(a.gameType) ?? 0) - (TYPE_ORDER.get(b.gameType) ?? 0));
      return {
        day,
        rows: sorted,
        totals: {
          rounds: sorted.reduce((total, row) => total + row.rounds, 0),
          stake: sumMoney(sorted.map((row) => row.stake)),
          validBet: sumMoney(sorted.map((row) => row.validBet)),
          payout: sumMoney(sorted.map((row) => row.payout)),
          profit: sumMoney(sorted.map((row) => row.profit)),
        },
      };
    });
}
