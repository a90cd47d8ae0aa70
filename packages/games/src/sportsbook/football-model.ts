/**
 * The virtual football model: teams with attack and defence ratings, goals of each side Poisson with a
 * mean from the ratings, fair prices of every market from the same score distribution, the merchant's
 * margin applied, and the match itself played from a committed seed.
 */
import { FairRng } from '../fairness/fair-rng';
import { ODDS_SCALE } from './odds-formats';
import { type LegResult, type MarketSpec, marketKey, type Score, selectionsOf, settleSelection } from './settlement';

export interface Team {
  code: string;
  name: string;
  /** Attack and defence strength around 1.0 (attack 1.3 scores 30% more; defence 0.8 concedes 20% less). */
  attack: number;
  defence: number;
}

/** Goals scored in a match between average teams per side, and the home side's edge. */
export const BASE_GOALS = 1.35;
export const HOME_ADVANTAGE = 1.15;
/** Scores beyond this many goals per side are folded into the last one (their chance is below 1e-7). */
export const MAX_GOALS = 10;
export const MIN_ODDS = 1010n;
export const MAX_ODDS = 500_000n;

export interface GoalMeans {
  home: number;
  away: number;
}

export function goalMeans(home: Team, away: Team): GoalMeans {
  return {
    home: BASE_GOALS * home.attack * away.defence * HOME_ADVANTAGE,
    away: BASE_GOALS * away.attack * home.defence,
  };
}

function poisson(mean: number): number[] {
  const probabilities: number[] = [];
  let p = Math.exp(-mean);
  let total = 0;
  for (let k = 0; k < MAX_GOALS; k++) {
    probabilities.push(p);
    total += p;
    p = (p * mean) / (k + 1);
  }
  probabilities.push(1 - total);
  return probabilities;
}

/** The chance of every final score, as [home goals][away goals]. */
export function scoreMatrix(means: GoalMeans): number[][] {
  const home = poisson(means.home);
  const away = poisson(means.away);
  return home.map((ph) => away.map((pa) => ph * pa));
}

/** Return per unit staked of a result, written as a·odds + b. */
const RETURN_TERMS: Record<LegResult, [number, number]> = {
  win: [1, 0],
  half_win: [0.5, 0.5],
  push: [0, 1],
  void: [0, 1],
  half_lose: [0, 0.5],
  lose: [0, 0],
};

/**
 * The price of a selection whose expected return is `1 − margin`: with A·odds + B the expected return per
 * unit (A from wins, B from pushes and half stakes back), odds = (1 − margin − B) / A, rounded to the
 * nearest 0.01 and kept within [1.01, 500]. Null when it cannot be priced (no chance to win).
 */
export function priceSelection(
  matrix: number[][],
  market: MarketSpec,
  selection: string,
  margin: number,
): bigint | null {
  let a = 0;
  let b = 0;
  matrix.forEach((row, home) => {
    row.forEach((p, away) => {
      const [ta, tb] = RETURN_TERMS[settleSelection(market, selection, { home, away })];
      a += p * ta;
      b += p * tb;
    });
  });
  if (a < 1e-6) return null;
  const fair = (1 - margin - b) / a;
  const hundredths = BigInt(Math.round(fair * 100)) * (ODDS_SCALE / 100n);
  if (hundredths < MIN_ODDS) return null;
  return hundredths > MAX_ODDS ? MAX_ODDS : hundredths;
}

/** The Asian handicap line (quarter goals, home side) whose two sides are closest to even. */
export function balancedHandicap(matrix: number[][]): number {
  let best = 0;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let line = -12; line <= 12; line++) {
    let homeWin = 0;
    let awayWin = 0;
    matrix.forEach((row, home) => {
      row.forEach((p, away) => {
        const result = settleSelection({ kind: 'ah', line }, 'home', { home, away });
        if (result === 'win' || result === 'half_win') homeWin += p;
        if (result === 'lose' || result === 'half_lose') awayWin += p;
      });
    });
    const gap = Math.abs(homeWin - awayWin);
    if (gap < bestGap - 1e-12) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

/** The markets of a virtual match: 1X2, over/under 2.5, the balanced Asian handicap, both teams to score, correct score. */
export function matchMarkets(matrix: number[][]): MarketSpec[] {
  return [
    { kind: '1x2' },
    { kind: 'ou', line: 10 },
    { kind: 'ah', line: balancedHandicap(matrix) },
    { kind: 'btts' },
    { kind: 'cs' },
  ];
}

export interface PricedMarket {
  key: string;
  market: MarketSpec;
  selections: { code: string; odds: bigint }[];
}

/** Every market of a match priced with the margin; a selection that cannot be priced is left out. */
export function priceMatch(home: Team, away: Team, margin: number): PricedMarket[] {
  const matrix = scoreMatrix(goalMeans(home, away));
  return matchMarkets(matrix).map((market) => ({
    key: marketKey(market),
    market,
    selections: selectionsOf(market).flatMap((code) => {
      const odds = priceSelection(matrix, market, code, margin);
      return odds === null ? [] : [{ code, odds }];
    }),
  }));
}

/** One goal of a played match: the minute (1–90) and the side. */
export interface Goal {
  minute: number;
  side: 'home' | 'away';
}

export interface PlayedMatch {
  score: Score;
  goals: Goal[];
}

function drawPoisson(mean: number, u: number): number {
  const probabilities = poisson(mean);
  let cumulative = 0;
  for (let k = 0; k < probabilities.length; k++) {
    cumulative += probabilities[k] ?? 0;
    if (u < cumulative) return k;
  }
  return MAX_GOALS;
}

/**
 * Plays match `index` of a round from the round's seed: floats of HMAC-SHA256(seed, `${round}:${index}:n`)
 * (the provably-fair stream with the round code as client seed and the match index as nonce). The first two
 * floats draw the home and away goals by inverse Poisson; the next ones give each goal its minute.
 * Anyone with the revealed seed and the ratings recomputes the same match.
 */
export function playMatch(seed: string, roundCode: string, index: number, home: Team, away: Team): PlayedMatch {
  const rng = new FairRng(seed, roundCode, index);
  const means = goalMeans(home, away);
  const score = { home: drawPoisson(means.home, rng.nextFloat()), away: drawPoisson(means.away, rng.nextFloat()) };
  const goals: Goal[] = [];
  for (let i = 0; i < score.home; i++) goals.push({ minute: 1 + rng.nextInt(90), side: 'home' });
  for (let i = 0; i < score.away; i++) goals.push({ minute: 1 + rng.nextInt(90), side: 'away' });
  goals.sort((x, y) => x.minute - y.minute || (x.side === y.side ? 0 : x.side === 'home' ? -1 : 1));
  return { score, goals };
}
