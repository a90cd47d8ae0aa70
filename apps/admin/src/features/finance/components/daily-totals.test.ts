import type { DailyTotal } from '@fortuna/contracts/payments-admin';
import { describe, expect, it } from 'vitest';
import {
  chartModel,
  compactAmount,
  dayLabel,
  defaultRange,
  niceCeiling,
  rangeProblem,
  summarize,
  todayIn,
} from './daily-totals';

const money = (amountMinor: string) => ({ amount: '', amountMinor });
const day = (date: string, deposits: string, withdrawals: string): DailyTotal => ({
  date,
  depositCount: deposits === '0' ? 0 : 1,
  depositSum: money(deposits),
  withdrawalCount: withdrawals === '0' ? 0 : 2,
  withdrawalSum: money(withdrawals),
});

describe('date ranges', () => {
  it('default to the last 14 days including today', () => {
    expect(defaultRange('2026-11-22')).toEqual({ fromDate: '2026-11-09', toDate: '2026-11-22' });
    expect(defaultRange('2026-01-03', 7)).toEqual({ fromDate: '2025-12-28', toDate: '2026-01-03' });
  });

  it('take "today" in the merchant time zone, where the day may already have turned', () => {
    const lateEvening = new Date('2026-11-22T22:20:00Z');
    expect(todayIn('Asia/Ho_Chi_Minh', lateEvening)).toBe('2026-11-23');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-22');
  });

  it('must be ordered, complete and at most 92 days', () => {
    expect(rangeProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(rangeProblem('2026-11-02', '2026-11-01')).toMatch(/after/);
    expect(rangeProblem('', '2026-11-01')).toMatch(/both/);
    expect(rangeProblem('2026-01-01', '2026-12-31')).toMatch(/92/);
  });
});

describe('summarize', () => {
  it('adds counts and sums in minor units and nets them', () => {
    const summary = summarize([day('2026-11-01', '10000', '2500'), day('2026-11-02', '0', '30000')]);
    expect(summary).toEqual({
      depositCount: 1,
      depositMinor: 10_000n,
      withdrawalCount: 4,
      withdrawalMinor: 32_500n,
      netMinor: -22_500n,
    });
  });
});

describe('chart', () => {
  it('draws against a round axis maximum', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(73)).toBe(100);
    expect(niceCeiling(180)).toBe(200);
    expect(niceCeiling(2_300)).toBe(2_500);
    expect(niceCeiling(4_100_000)).toBe(5_000_000);
    const { axisMax, bars } = chartModel([day('2026-11-01', '180', '45'), day('2026-11-02', '0', '0')]);
    expect(axisMax).toBe(200);
    expect(bars).toEqual([
      { date: '2026-11-01', deposit: 0.9, withdrawal: 0.225 },
      { date: '2026-11-02', deposit: 0, withdrawal: 0 },
    ]);
  });

  it('labels axes in whole currency units and days in short form', () => {
    expect(compactAmount(150_000_000, '₫')).toBe('₫1.5M');
    expect(dayLabel('2026-11-02')).toBe('02 Nov');
  });
});
