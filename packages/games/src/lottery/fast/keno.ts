import type { Rng } from '../../fairness/floats';

/**
 * Keno (docs/lottery.md "Keno"): 20 balls drawn from 1–80. A spot ticket picks 1–10 numbers and is paid by
 * how many of them are among the 20, from the pay table of its spot count; a sum ticket plays big, small,
 * odd or even on the total of the 20 balls (big above 810, small below, 810 loses both; odd and even always
 * decided). Multipliers are in hundredths of the stake.
 */
export const KENO_BALLS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_SPOTS = 10;
/** The middle of the sum of 20 balls (210–1410): big is above it, small below. */
export const KENO_SUM_MIDDLE = 810;
export const KENO_SUM_SIDES = ['big', 'small', 'odd', 'even'] as const;
export type KenoSumSide = (typeof KENO_SUM_SIDES)[number];
/** Big, small, odd and even each pay 1.9× the stake. */
export const KENO_SUM_ODDS_HUNDREDTHS = 190;

/** Hits → multiplier (hundredths), per spot count; a hit count not listed pays nothing. */
export const KENO_PAY_TABLE: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 380 },
  2: { 1: 100, 2: 930 },
  3: { 2: 200, 3: 4_800 },
  4: { 2: 100, 3: 850, 4: 12_000 },
  5: { 3: 300, 4: 3_000, 5: 50_000 },
  6: { 3: 150, 4: 800, 5: 10_000, 6: 160_000 },
  7: { 3: 100, 4: 400, 5: 2_800, 6: 30_000, 7: 400_000 },
  8: { 4: 250, 5: 1_500, 6: 11_000, 7: 100_000, 8: 1_000_000 },
  9: { 4: 150, 5: 600, 6: 5_000, 7: 30_000, 8: 330_000, 9: 1_000_000 },
  10: { 0: 300, 5: 400, 6: 2_000, 7: 12_500, 8: 100_000, 9: 500_000, 10: 1_000_000 },
};

/** A ball as the result and tickets write it: two digits, 01–80. */
export function kenoBall(value: number): string {
  return String(value).padStart(2, '0');
}

/** Whether a ticket's number is a ball of the board (01–80, two digits). */
export function isKenoBall(value: string): boolean {
  return /^\d{2}$/.test(value) && Number(value) >= 1 && Number(value) <= KENO_BALLS;
}

/** Draws 20 distinct balls in drawn order: one float each over the balls still left (20 floats). */
export function drawKenoResult(rng: Rng): { balls: string[] } {
  const board = Array.from({ length: KENO_BALLS }, (_, index) => kenoBall(index + 1));
  return { balls: rng.draw(board, KENO_DRAWN) };
}

/** Whether a value is a well-formed Keno result: 20 distinct balls 01–80. */
export function isKenoResult(value: unknown): value is { balls: string[] } {
  const balls = (value as { balls?: unknown } | null)?.balls;
  return (
    Array.isArray(balls) &&
    balls.length === KENO_DRAWN &&
    balls.every((ball) => typeof ball === 'string' && isKenoBall(ball)) &&
    new Set(balls).size === KENO_DRAWN
  );
}

export function kenoSum(balls: readonly string[]): number {
  return balls.reduce((sum, ball) => sum + Number(ball), 0);
}

/** Whether a sum side wins on the drawn balls. */
export function kenoSideWins(side: KenoSumSide, balls: readonly string[]): boolean {
  const sum = kenoSum(balls);
  if (side === 'big') return sum > KENO_SUM_MIDDLE;
  if (side === 'small') return sum < KENO_SUM_MIDDLE;
  return (sum % 2 === 1) === (side === 'odd');
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** P(exactly `hits` of `spots` picked numbers are drawn): hypergeometric. */
export function kenoHitProbability(spots: number, hits: number): number {
  return (choose(KENO_DRAWN, hits) * choose(KENO_BALLS - KENO_DRAWN, spots - hits)) / choose(KENO_BALLS, spots);
}

/** The exact return to player of a spot count's pay table (hits → hundredths; the default table unless given). */
export function kenoSpotRtp(
  spots: number,
  table: Readonly<Record<number, number>> = KENO_PAY_TABLE[spots] ?? {},
): number {
  return Object.entries(table).reduce(
    (rtp, [hits, hundredths]) => rtp + (kenoHitProbability(spots, Number(hits)) * hundredths) / 100,
    0,
  );
}

/**
 * The exact distribution of the sum of the 20 balls: the number of 20-ball subsets per sum, counted by
 * dynamic programming over the balls (as doubles: C(80,20) ≈ 3.5e18, relative error ~1e-16).
 */
function kenoSumCounts(): number[] {
  const maxSum = (KENO_BALLS * (KENO_BALLS + 1)) / 2;
  // ways[k][s]: subsets of k balls summing to s among the balls seen so far.
  const ways = Array.from({ length: KENO_DRAWN + 1 }, () => new Float64Array(maxSum + 1));
  (ways[0] as Float64Array)[0] = 1;
  for (let ball = 1; ball <= KENO_BALLS; ball++) {
    for (let k = Math.min(ball, KENO_DRAWN); k >= 1; k--) {
      const into = ways[k] as Float64Array;
      const from = ways[k - 1] as Float64Array;
      for (let s = maxSum; s >= ball; s--) into[s] = (into[s] ?? 0) + (from[s - ball] ?? 0);
    }
  }
  return [...(ways[KENO_DRAWN] as Float64Array)];
}

let sumWinChances: Record<KenoSumSide, number> | undefined;

/** P(a sum side wins), exact. */
export function kenoSideProbability(side: KenoSumSide): number {
  if (!sumWinChances) {
    const counts = kenoSumCounts();
    const total = counts.reduce((sum, count) => sum + count, 0);
    const share = (test: (sum: number) => boolean) =>
      counts.reduce((acc, count, sum) => acc + (test(sum) ? count : 0), 0) / total;
    sumWinChances = {
      big: share((sum) => sum > KENO_SUM_MIDDLE),
      small: share((sum) => sum < KENO_SUM_MIDDLE),
      odd: share((sum) => sum % 2 === 1),
      even: share((sum) => sum % 2 === 0),
    };
  }
  return sumWinChances[side];
}

/** The exact return to player of a sum side at its odds (1.9× unless given, in hundredths). */
export function kenoSideRtp(side: KenoSumSide, oddsHundredths = KENO_SUM_ODDS_HUNDREDTHS): number {
  return (kenoSideProbability(side) * oddsHundredths) / 100;
}
