import type { Settlement } from '@fortuna/contracts/agents';
import { describe, expect, it } from 'vitest';
import { toIsoWithOffset } from '../../../../lib/date-time';
import { deductionsTotal, formatPeriod } from './settlement-format';

const money = (amount: string, amountMinor: string) => ({ amount, amountMinor });

describe('settlement periods', () => {
  it('shows a short window, one day and several days', () => {
    const iso = (day: number, hour: number, minute = 0) => toIsoWithOffset(new Date(2026, 4, day, hour, minute));
    expect(formatPeriod(iso(1, 10, 0), iso(1, 10, 5))).toBe('2026-05-01 10:00–10:05');
    expect(formatPeriod(iso(1, 0), iso(2, 0))).toBe('2026-05-01');
    expect(formatPeriod(iso(1, 0), iso(8, 0))).toBe('2026-05-01 – 2026-05-07');
    expect(formatPeriod('soon', 'later')).toBe('soon – later');
  });

  it('adds what the downline agents earned', () => {
    const settlement = {
      deductions: [
        { downlineId: 1, username: 'a', teamFigure: money('1', '100'), rateBp: 10, amount: money('1.25', '125') },
        { downlineId: 2, username: 'b', teamFigure: money('1', '100'), rateBp: 10, amount: money('0.75', '75') },
      ],
    } as Settlement;
    expect(deductionsTotal(settlement).amountMinor).toBe('200');
  });
});
