import type { Settlement } from '@fortuna/contracts/agents';
import { describe, expect, it } from 'vitest';
import { toIsoWithOffset } from '../../../../lib/date-time';
import { barLayout, dailyAmounts } from './income-series';

function settlement(day: number, hour: number, amountMinor: string): Settlement {
  return {
    periodStart: toIsoWithOffset(new Date(2026, 4, day, hour)),
    amount: { amount: '', amountMinor },
  } as Settlement;
}

describe('income per day', () => {
  it('sums each local day and fills the days without income', () => {
    const points = dailyAmounts(
      [settlement(1, 10, '150'), settlement(1, 23, '50'), settlement(3, 0, '-25')],
      '2026-05-01',
      '2026-05-03',
    );
    expect(points.map((point) => [point.day, point.minor])).toEqual([
      ['2026-05-01', 200n],
      ['2026-05-02', 0n],
      ['2026-05-03', -25n],
    ]);
    expect(points[0]?.amount).toBe('2.00');
    expect(dailyAmounts([], 'x', '2026-05-03')).toEqual([]);
  });

  it('draws bars up from the zero line and losses below it', () => {
    const points = dailyAmounts([settlement(1, 1, '300'), settlement(2, 1, '-100')], '2026-05-01', '2026-05-02');
    const { bars, zeroY } = barLayout(points, 200, 100);
    expect(zeroY).toBe(75);
    expect(bars[0]).toMatchObject({ y: 0, height: 75, isNegative: false });
    expect(bars[1]).toMatchObject({ y: 75, height: 25, isNegative: true });
  });
});
