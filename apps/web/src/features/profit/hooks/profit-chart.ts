/** The value axis: round bounds that hold every value and 0, and the ticks between them. */
export interface ValueScale {
  min: number;
  max: number;
  step: number;
  /** From min to max, every `step`; always includes 0. */
  ticks: number[];
}

/** A "nice" step (1, 2 or 5 × a power of ten) so that `span` splits into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalised = raw / magnitude;
  const factor = normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 5 ? 5 : 10;
  return factor * magnitude;
}

/** Rounds away floating-point dust (0.1 + 0.2) from a tick. */
function clean(value: number): number {
  const rounded = Number(value.toPrecision(12));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The scale of the daily profit chart: 0 is always on it (bars grow up from it for a win and down
 * for a loss), the bounds are whole steps, and about `tickCount` steps cover the values.
 */
export function valueScale(values: readonly number[], tickCount = 4): ValueScale {
  const finite = values.filter((value) => Number.isFinite(value));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  if (low === 0 && high === 0) return { min: 0, max: 1, step: 1, ticks: [0, 1] };
  const step = niceStep(high - low, tickCount);
  const min = clean(Math.floor(low / step) * step);
  const max = clean(Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let index = 0; index <= Math.round((max - min) / step); index++) ticks.push(clean(min + index * step));
  return { min, max, step, ticks };
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value labels on the left and the day labels below. */
  padding: { top: number; right: number; bottom: number; left: number };
}

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
  plot: { left: number; top: number; width: number; height: number };
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
  const plot = {
    left: box.padding.left,
    top: box.padding.top,
    width: Math.max(0, box.width - box.padding.left - box.padding.right),
    height: Math.max(0, box.height - box.padding.top - box.padding.bottom),
  };
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

/** Every how many days a day label fits under the bars without overlapping. */
export function labelStride(count: number, plotWidth: number, labelWidth = 44): number {
  if (count <= 0 || plotWidth <= 0) return 1;
  const fitting = Math.max(1, Math.floor(plotWidth / labelWidth));
  return Math.max(1, Math.ceil(count / fitting));
}
