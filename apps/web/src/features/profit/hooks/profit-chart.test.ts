import { describe, expect, it } from 'vitest';
import { labelStride, niceStep, valueScale } from '../../../ui/chart/value-scale';
import { chartLayout, MIN_BAR_HEIGHT, ZERO_MARK_HEIGHT } from './profit-chart';

describe('niceStep', () => {
  it('picks 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(100, 4)).toBe(50);
    expect(niceStep(170, 4)).toBe(50);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0.3, 3)).toBeCloseTo(0.1);
    expect(niceStep(12_000, 4)).toBe(5000);
    expect(niceStep(0, 4)).toBe(1);
  });
});

describe('valueScale', () => {
  it('always holds 0 and every value, in whole steps', () => {
    const scale = valueScale([-50, 120]);
    expect(scale.min).toBeLessThanOrEqual(-50);
    expect(scale.max).toBeGreaterThanOrEqual(120);
    expect(scale.ticks).toContain(0);
    expect(scale.ticks[0]).toBe(scale.min);
    expect(scale.ticks.at(-1)).toBe(scale.max);
    for (const tick of scale.ticks)
      expect(Math.abs(tick / scale.step - Math.round(tick / scale.step))).toBeLessThan(1e-9);
  });

  it('starts at 0 when every day is a win and ends at 0 when every day is a loss', () => {
    expect(valueScale([10, 35]).min).toBe(0);
    expect(valueScale([-10, -35]).max).toBe(0);
    expect(valueScale([10, 35])).toMatchObject({ min: 0, max: 40, step: 10, ticks: [0, 10, 20, 30, 40] });
  });

  it('has a unit scale when there is nothing to show', () => {
    expect(valueScale([])).toEqual({ min: 0, max: 1, step: 1, ticks: [0, 1] });
    expect(valueScale([0, 0])).toEqual({ min: 0, max: 1, step: 1, ticks: [0, 1] });
  });

  it('keeps ticks free of floating-point dust', () => {
    expect(valueScale([0.3]).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('chartLayout', () => {
  const box = { width: 440, height: 240, padding: { top: 10, right: 0, bottom: 30, left: 40 } };

  it('grows wins up and losses down from the zero line, in proportion', () => {
    const layout = chartLayout([100, -50, 0], box);
    const [win, loss, nothing] = layout.bars;
    expect(layout.scale).toMatchObject({ min: -50, max: 100 });
    expect(layout.zeroY).toBeCloseTo(10 + (100 / 150) * 200);
    expect(win?.tone).toBe('positive');
    expect((win?.y ?? 0) + (win?.height ?? 0)).toBeCloseTo(layout.zeroY);
    expect(win?.y).toBeCloseTo(layout.plot.top);
    expect(loss?.tone).toBe('negative');
    expect(loss?.y).toBeCloseTo(layout.zeroY);
    expect(loss?.height).toBeCloseTo((win?.height ?? 0) / 2);
    expect(nothing).toMatchObject({ tone: 'zero', height: ZERO_MARK_HEIGHT });
    expect((nothing?.y ?? 0) + ZERO_MARK_HEIGHT / 2).toBeCloseTo(layout.zeroY);
  });

  it('splits the plot into one slot per day, the bar centred in it', () => {
    const layout = chartLayout([1, 2, 3, 4], box);
    expect(layout.plot).toEqual({ left: 40, top: 10, width: 400, height: 200 });
    expect(layout.bars.map((bar) => bar.slotX)).toEqual([40, 140, 240, 340]);
    const bar = layout.bars[1];
    expect(bar?.width).toBe(48);
    expect((bar?.x ?? 0) - (bar?.slotX ?? 0)).toBeCloseTo((100 - 48) / 2);
  });

  it('draws a tiny value at least a sliver high', () => {
    const [, tiny] = chartLayout([10_000, -0.01], box).bars;
    expect(tiny?.height).toBe(MIN_BAR_HEIGHT);
  });

  it('places the ticks from the top (max) to the bottom (min)', () => {
    const layout = chartLayout([100, -50], box);
    expect(layout.ticks[0]?.y).toBeCloseTo(210);
    expect(layout.ticks.at(-1)?.y).toBeCloseTo(10);
  });
});

describe('labelStride', () => {
  it('labels every day while they fit, then every n-th', () => {
    expect(labelStride(7, 400)).toBe(1);
    expect(labelStride(30, 400)).toBe(4);
    expect(labelStride(30, 0)).toBe(1);
  });
});
