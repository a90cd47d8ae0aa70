import { Ratio } from '../slot-20/exact-rtp';
import {
  WAYS_BET_MULTIPLIER,
  WAYS_FREE_SPIN_MULTIPLIER,
  WAYS_FREE_SPINS_AWARD,
  WAYS_FREE_SPINS_CAP,
  WAYS_PAYING_SYMBOLS,
  WAYS_PAYS,
  WAYS_REELS,
  WAYS_ROWS,
  type WaysSymbol,
} from './reels';
import { waysScatterPay, waysTriggers } from './ways';

type Strips = readonly (readonly WaysSymbol[])[];

/**
 * Per reel, by enumerating its stops: Σ over stops of n (cells showing S or WILD) and the number of
 * stops with n = 0, for symbol S.
 */
function reelCounts(strip: readonly WaysSymbol[], symbol: WaysSymbol): { sumN: number; zero: number } {
  let sumN = 0;
  let zero = 0;
  for (let stop = 0; stop < strip.length; stop++) {
    let n = 0;
    for (let row = 0; row < WAYS_ROWS; row++) {
      const s = strip[(stop + row) % strip.length];
      if (s === symbol || s === 'WILD') n++;
    }
    sumN += n;
    if (n === 0) zero++;
  }
  return { sumN, zero };
}

/**
 * Expected ways win of one spin in coins. Stops are independent across reels, and the win of S on
 * exactly k reels is pay(S, k) × n₁…n_k × [n_{k+1} = 0] (a zero count makes the product vanish,
 * so "S on reels 1…k" needs no separate condition). Hence
 * E = Σ_S Σ_k pay(S, k) × E[n₁]…E[n_k] × P(n_{k+1} = 0), with P(n₆ = 0) = 1.
 */
export function waysExpectation(strips: Strips): Ratio {
  let total = Ratio.of(0);
  for (const symbol of WAYS_PAYING_SYMBOLS) {
    const stats = strips.map((strip) => reelCounts(strip, symbol));
    let prefix = Ratio.of(1);
    for (let k = 1; k <= strips.length; k++) {
      const reel = stats[k - 1];
      const length = BigInt(strips[k - 1]?.length ?? 1);
      prefix = prefix.mul(new Ratio(BigInt(reel?.sumN ?? 0), length));
      if (k < 3) continue;
      const next = stats[k];
      const stop = next ? new Ratio(BigInt(next.zero), BigInt(strips[k]?.length ?? 1)) : Ratio.of(1);
      total = total.add(prefix.mul(stop).mul(Ratio.of(WAYS_PAYS[symbol][k as 3 | 4 | 5])));
    }
  }
  return total;
}

/** Probability of each scatter count in the window: per-reel stop counts, convolved. */
export function waysScatterDistribution(strips: Strips): Ratio[] {
  let dist: Ratio[] = [Ratio.of(1)];
  for (const strip of strips) {
    const perReel: number[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < WAYS_ROWS; row++) if (strip[(stop + row) % strip.length] === 'SCATTER') n++;
      perReel[n] = (perReel[n] ?? 0) + 1;
    }
    const next: Ratio[] = Array.from({ length: dist.length + perReel.length - 1 }, () => Ratio.of(0));
    dist.forEach((d, i) => {
      perReel.forEach((count, j) => {
        next[i + j] = (next[i + j] ?? Ratio.of(0)).add(d.mul(new Ratio(BigInt(count ?? 0), BigInt(strip.length))));
      });
    });
    dist = next;
  }
  return dist;
}

/** Expected free spins played once triggered (10, +10 per retrigger with probability q each spin, cap 50). */
export function waysExpectedFreeSpins(q: Ratio): Ratio {
  const notQ = Ratio.of(1).sub(q);
  let states = new Map<number, Ratio>([[WAYS_FREE_SPINS_AWARD, Ratio.of(1)]]);
  let expected = Ratio.of(0);
  for (let played = 0; states.size > 0; played++) {
    const next = new Map<number, Ratio>();
    for (const [awarded, probability] of states) {
      if (played >= awarded) {
        expected = expected.add(probability.mul(Ratio.of(awarded)));
        continue;
      }
      const retriggered = Math.min(awarded + WAYS_FREE_SPINS_AWARD, WAYS_FREE_SPINS_CAP);
      next.set(retriggered, (next.get(retriggered) ?? Ratio.of(0)).add(probability.mul(q)));
      next.set(awarded, (next.get(awarded) ?? Ratio.of(0)).add(probability.mul(notQ)));
    }
    states = next;
  }
  return expected;
}

export interface WaysRtpBreakdown {
  baseWays: Ratio;
  baseScatters: Ratio;
  triggerProbability: Ratio;
  expectedFreeSpins: Ratio;
  freeSpins: Ratio;
  total: Ratio;
}

/**
 * Exact RTP per unit of total stake. Free spins use the base strips × 3, so one free spin is worth
 * 3 × (base ways + base scatters) and retriggers with the base trigger probability; by Wald's
 * identity the feature is worth P(trigger) × E[spins] × that.
 */
export function exactWaysRtp(strips: Strips = WAYS_REELS): WaysRtpBreakdown {
  const baseWays = waysExpectation(strips).mul(new Ratio(1n, BigInt(WAYS_BET_MULTIPLIER)));
  let baseScatters = Ratio.of(0);
  let trigger = Ratio.of(0);
  waysScatterDistribution(strips).forEach((p, count) => {
    baseScatters = baseScatters.add(p.mul(Ratio.of(waysScatterPay(count))));
    if (waysTriggers(count)) trigger = trigger.add(p);
  });
  const spins = waysExpectedFreeSpins(trigger);
  const base = baseWays.add(baseScatters);
  const freeSpins = trigger.mul(spins).mul(Ratio.of(WAYS_FREE_SPIN_MULTIPLIER)).mul(base);
  return {
    baseWays,
    baseScatters,
    triggerProbability: trigger,
    expectedFreeSpins: spins,
    freeSpins,
    total: base.add(freeSpins),
  };
}
