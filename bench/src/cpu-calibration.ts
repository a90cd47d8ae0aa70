// The CPU slowdown that makes this host behave like the reference phone of Lighthouse's mobile preset.
//
// Lighthouse slows the CPU by a fixed 4×, which is right for a fast desktop (benchmarkIndex ≈ 1,500)
// and far too much for a slow host: the same build scored 96–99 on one machine and 77–79 on a slower
// idle one. Its throttling documentation ("Calibrating the CPU slowdown", docs/throttling.md) maps the
// host's benchmarkIndex to the multiplier that lands on a mid-tier phone, piecewise linearly through
// the documented anchors: 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4× (the default), 2,000 → 6×. A
// host at or below the reference phone runs unthrottled.

/** benchmarkIndex → multiplier anchors of the Lighthouse CPU slowdown calculator, ascending. */
const ANCHORS: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];

/** The multiplier for a host with this benchmarkIndex (rounded to 2 decimals); 1 at or below the phone's class. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`bad benchmarkIndex ${benchmarkIndex}`);
  const [first] = ANCHORS;
  if (!first || benchmarkIndex <= first[0]) return 1;
  let segment = 1;
  while (segment < ANCHORS.length - 1 && benchmarkIndex > (ANCHORS[segment]?.[0] ?? Number.POSITIVE_INFINITY)) {
    segment++;
  }
  const [fromIndex, fromMultiplier] = ANCHORS[segment - 1] ?? first;
  const [toIndex, toMultiplier] = ANCHORS[segment] ?? first;
  // Above 2,000 the last segment's slope goes on (3 + (index − 1300) / 233).
  const multiplier =
    fromMultiplier + ((benchmarkIndex - fromIndex) * (toMultiplier - fromMultiplier)) / (toIndex - fromIndex);
  return Math.round(multiplier * 100) / 100;
}

/** The median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}
