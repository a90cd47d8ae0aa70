import { describe, expect, it } from 'vitest';
import type { ChartBox } from '../../../../ui/chart/chart-box';
import { teamChartLayout } from './team-chart';

const box: ChartBox = { width: 440, height: 240, padding: { top: 20, right: 20, bottom: 20, left: 20 } };

describe('teamChartLayout', () => {
  it('draws one slot, bar and line point per day across the plot', () => {
    const layout = teamChartLayout(
      [
        { day: '2026-11-01', validBet: 100, profitLoss: 20 },
        { day: '2026-11-02', validBet: 50, profitLoss: -40 },
      ],
      box,
    );
    expect(layout.bars).toHaveLength(2);
    expect(layout.bars[0]?.slotX).toBe(20);
    expect(layout.bars[1]?.slotX).toBe(220);
    expect(layout.line.map((spot) => spot.x)).toEqual([120, 320]);
    expect(layout.linePath).toMatch(/^M120 [\d.]+ L320 [\d.]+$/);
  });

  it('keeps 0 on the scale and grows bars up from it in proportion', () => {
    const layout = teamChartLayout(
      [
        { day: 'a', validBet: 100, profitLoss: 0 },
        { day: 'b', validBet: 50, profitLoss: -100 },
      ],
      box,
    );
    expect(layout.ticks.some((tick) => tick.value === 0)).toBe(true);
    const [first, second] = layout.bars;
    expect(first && first.y + first.height).toBeCloseTo(layout.zeroY);
    expect(first && second && first.height / second.height).toBeCloseTo(2);
    // A loss puts the line under the zero line.
    expect(layout.line[1]?.y).toBeGreaterThan(layout.zeroY);
    expect(layout.line[0]?.y).toBeCloseTo(layout.zeroY);
  });

  it('draws no bar for a day without bets, and a thin one for a tiny bet', () => {
    const layout = teamChartLayout(
      [
        { day: 'a', validBet: 0, profitLoss: 0 },
        { day: 'b', validBet: 0.01, profitLoss: 0 },
        { day: 'c', validBet: 100_000, profitLoss: 0 },
      ],
      box,
    );
    expect(layout.bars[0]?.height).toBe(0);
    expect(layout.bars[1]?.height).toBe(2);
  });

  it('keeps bars narrow when there are few days', () => {
    const layout = teamChartLayout([{ day: 'a', validBet: 10, profitLoss: 1 }], box);
    expect(layout.bars[0]?.width).toBe(40);
  });

  it('handles no days and unreadable values', () => {
    expect(teamChartLayout([], box)).toMatchObject({ bars: [], line: [], linePath: '' });
    const layout = teamChartLayout([{ day: 'a', validBet: Number.NaN, profitLoss: Number.POSITIVE_INFINITY }], box);
    expect(layout.bars[0]?.height).toBe(0);
    expect(Number.isFinite(layout.line[0]?.y)).toBe(true);
  });
});
