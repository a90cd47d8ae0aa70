import { type ChartBox, type PlotArea, plotArea } from '../../../ui/chart/chart-box';
import { type ValueScale, valueScale } from '../../../ui/chart/value-scale';

export interface ChartBar {
  index: number;
  value: number;
  tone: 'positive' | 'negative' | 'zero';
  /** The bar's slot (for the hover area) and the bar itself, in SVG units (y grows downwards). */
  slotX: number;
  slotWidth: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  scale: ValueScale;
  plot: PlotArea;
  /** Where 0 is. */
  zeroY: number;
  ticks: { value: number; y: number }[];
  bars: ChartBar[];
}

/** The smallest bar drawn for a value that is not 0, so a tiny loss still shows. */
export const MIN_BAR_HEIGHT = 2;
/** A day at exactly 0 is a thin mark across the zero line, so every day has something to point at. */
export const ZERO_MARK_HEIGHT = 2;

/**
 * Positions for the bars: one slot per day across the plot, the bar 70% of its slot (at most 48
 * units wide), up from the zero line for a profit and down for a loss, its length in proportion; a
 * day at 0 is a thin mark on the line.
 */
export function chartLayout(values: readonly number[], box: ChartBox, tickCount = 4): ChartLayout {
  const scale = valueScale(values, tickCount);
  const plot = plotArea(box);
  const span = scale.max - scale.min;
  const yOf = (value: number) => plot.top + ((scale.max - value) / span) * plot.height;
  const zeroY = yOf(0);
  const slotWidth = values.length > 0 ? plot.width / values.length : 0;
  const barWidth = Math.min(48, slotWidth * 0.7);
  const bars = values.map((value, index): ChartBar => {
    const safe = Number.isFinite(value) ? value : 0;
    const length = safe === 0 ? ZERO_MARK_HEIGHT : Math.max(MIN_BAR_HEIGHT, Math.abs(yOf(safe) - zeroY));
    const slotX = plot.left + index * slotWidth;
    return {
      index,
      value: safe,
      tone: safe > 0 ? 'positive' : safe < 0 ? 'negative' : 'zero',
      slotX,
      slotWidth,
      x: slotX + (slotWidth - barWidth) / 2,
      y: safe > 0 ? zeroY - length : safe < 0 ? zeroY : zeroY - length / 2,
      width: barWidth,
      height: length,
    };
  });
  return { scale, plot, zeroY, ticks: scale.ticks.map((value) => ({ value, y: yOf(value) })), bars };
}
