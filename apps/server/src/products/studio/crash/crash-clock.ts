/**
 * The flight's clock: the multiplier after t ms of flight is m(t) = e^(g·t), shown and paid floored to
 * hundredths, with g = 0.00006 per ms (2× after 11.6 s, 10× after 38.4 s) times the schedule's speed.
 * The server alone decides a cash-out's multiplier, from its own clock.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier in hundredths after `elapsedMs` of flight at growth `growthPerMs`. */
export function multiplierAt(elapsedMs: number, growthPerMs: number): bigint {
  if (elapsedMs <= 0) return 100n;
  const value = Math.floor(100 * Math.exp(growthPerMs * elapsedMs) + 1e-9);
  return Number.isFinite(value) ? BigInt(value) : BigInt(Number.MAX_SAFE_INTEGER);
}

/** The first whole millisecond of flight at which the multiplier reaches `hundredths`. */
export function msToReach(hundredths: bigint, growthPerMs: number): number {
  if (hundredths <= 100n) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(Number(hundredths) / 100) / growthPerMs) - 2);
  while (multiplierAt(ms, growthPerMs) < hundredths) ms++;
  return ms;
}

/** Hundredths as text with two decimals: 123n → "1.23". */
export function hundredthsText(hundredths: bigint): string {
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
