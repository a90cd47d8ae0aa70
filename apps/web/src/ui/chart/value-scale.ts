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
 * The scale of a day chart: 0 is always on it (bars grow up from it for a win and down for a
 * loss), the bounds are whole steps, and about `tickCount` steps cover the values.
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

/** Every how many days a day label fits under the bars without overlapping. */
export function labelStride(count: number, plotWidth: number, labelWidth = 44): number {
  if (count <= 0 || plotWidth <= 0) return 1;
  const fitting = Math.max(1, Math.floor(plotWidth / labelWidth));
  return Math.max(1, Math.ceil(count / fitting));
}
