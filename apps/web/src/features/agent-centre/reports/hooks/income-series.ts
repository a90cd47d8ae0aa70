import type { Settlement } from '@fortuna/contracts/agents';
import { minorToDecimal } from '@fortuna/contracts/money';
import { addDays, fromDayKey, toDayKey } from '../../../../lib/date-time';
import { minorFromText } from '../../../../lib/money-display';

export interface DayAmount {
  day: string;
  /** Exact minor units earned that day. */
  minor: bigint;
  /** The same as decimal text, for display. */
  amount: string;
}

/** The amount paid per local day of each record's period start, one entry for every day of the range. */
export function dailyAmounts(settlements: readonly Settlement[], fromDay: string, toDay: string): DayAmount[] {
  const sums = new Map<string, bigint>();
  for (const settlement of settlements) {
    const start = new Date(settlement.periodStart);
    if (Number.isNaN(start.getTime())) continue;
    const day = toDayKey(start);
    sums.set(day, (sums.get(day) ?? 0n) + (minorFromText(settlement.amount.amountMinor) ?? 0n));
  }
  const first = fromDayKey(fromDay);
  const last = fromDayKey(toDay);
  if (!first || !last) return [];
  const days: DayAmount[] = [];
  for (let date = first; date.getTime() <= last.getTime() && days.length < 400; date = addDays(date, 1)) {
    const day = toDayKey(date);
    const minor = sums.get(day) ?? 0n;
    days.push({ day, minor, amount: minorToDecimal(minor) });
  }
  return days;
}

export interface Bar {
  day: string;
  x: number;
  y: number;
  width: number;
  height: number;
  isNegative: boolean;
}

/** Bars for a chart of `width` × `height` with a zero line; the tallest bar fills the height. */
export function barLayout(points: readonly DayAmount[], width: number, height: number): { bars: Bar[]; zeroY: number } {
  const values = points.map((point) => Number(point.minor));
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const zeroY = (top / span) * height;
  const slot = points.length > 0 ? width / points.length : width;
  const gap = Math.min(6, slot * 0.25);
  const bars = points.map((point, index) => {
    const value = values[index] ?? 0;
    const barHeight = (Math.abs(value) / span) * height;
    return {
      day: point.day,
      x: index * slot + gap / 2,
      y: value >= 0 ? zeroY - barHeight : zeroY,
      width: Math.max(1, slot - gap),
      height: barHeight,
      isNegative: value < 0,
    };
  });
  return { bars, zeroY };
}
