import type { Settlement } from '@fortuna/contracts/agents';
import { toDayKey } from '../../../../lib/date-time';
import { type MoneyValue, sumMoney } from '../../../bet-record/hooks/money-format';

const DAY_MS = 86_400_000;

function timeOf(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * A settlement period (end exclusive) in the browser's zone: "2026-05-01 10:00–10:05" for a part of a
 * day, "2026-05-01" for one whole day, "2026-05-01 – 2026-05-07" for several.
 */
export function formatPeriod(startText: string, endText: string): string {
  const start = new Date(startText);
  const end = new Date(endText);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startText} – ${endText}`;
  const isWholeDays = timeOf(start) === '00:00' && timeOf(end) === '00:00' && end.getTime() > start.getTime();
  if (isWholeDays) {
    const lastDay = toDayKey(new Date(end.getTime() - 1));
    return lastDay === toDayKey(start) ? lastDay : `${toDayKey(start)} – ${lastDay}`;
  }
  if (end.getTime() - start.getTime() < DAY_MS) return `${toDayKey(start)} ${timeOf(start)}–${timeOf(end)}`;
  return `${toDayKey(start)} ${timeOf(start)} – ${toDayKey(end)} ${timeOf(end)}`;
}

/** What the agent's downline agents earned on their own teams, taken from the gross. */
export function deductionsTotal(settlement: Settlement): MoneyValue {
  return sumMoney(settlement.deductions.map((deduction) => deduction.amount));
}
