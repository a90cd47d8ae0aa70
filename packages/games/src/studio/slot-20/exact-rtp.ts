import { FREE_SPIN_MULTIPLIER, FREE_SPINS_AWARD, FREE_SPINS_CAP, REELS, SYMBOLS } from './reels';
import { BASE_SET, evaluateSpin, FREE_SPIN_SET, LINE_TABLE, type ReelSet, scatterPay, triggersFreeSpins } from './slot';

/** An exact non-negative fraction of bigints, always reduced. */
export class Ratio {
  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint, den = 1n) {
    if (den === 0n) throw new RangeError('zero denominator');
    const sign = den < 0n ? -1n : 1n;
    const divisor = gcd(num < 0n ? -num : num, den < 0n ? -den : den) || 1n;
    this.num = (sign * num) / divisor;
    this.den = (sign * den) / divisor;
  }

  static of(value: number | bigint): Ratio {
    return new Ratio(BigInt(value));
  }

  add(other: Ratio): Ratio {
    return new Ratio(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  sub(other: Ratio): Ratio {
    return new Ratio(this.num * other.den - other.num * this.den, this.den * other.den);
  }

  mul(other: Ratio): Ratio {
    return new Ratio(this.num * other.num, this.den * other.den);
  }

  /** A decimal with `places` digits, rounded half up. */
  toFixed(places: number): string {
    const scale = 10n ** BigInt(places);
    const scaled = (this.num * scale * 2n + this.den) / (this.den * 2n);
    const whole = scaled / scale;
    const fraction = (scaled % scale).toString().padStart(places, '0');
    return places > 0 ? `${whole}.${fraction}` : `${whole}`;
  }

  /** The nearest double (exact division when both parts are safe integers). */
  toNumber(): number {
    const safe = BigInt(Number.MAX_SAFE_INTEGER);
    if (this.num <= safe && this.num >= -safe && this.den <= safe) return Number(this.num) / Number(this.den);
    return Number(this.toFixed(20));
  }
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function product(values: readonly number[]): bigint {
  return values.reduce((acc, value) => acc * BigInt(value), 1n);
}

/**
 * Expected line pay of one line, in coins, over all stop combinations. With every stop equally
 * likely, the symbol a line shows on a reel is that reel's strip symbol at a uniformly random
 * position, independently across reels, whatever the line's rows; so this is the same for all
 * 20 lines. Enumerates every combination of symbols (10^5), weighted by how often each reel holds
 * each symbol, through the same line table spins use.
 */
export function lineExpectation(set: ReelSet): Ratio {
  const counts = set.strips.map((strip) => SYMBOLS.map((symbol) => strip.filter((s) => s === symbol).length));
  const symbols = SYMBOLS.length;
  let total = 0n;
  const size = symbols ** REELS;
  for (let index = 0; index < size; index++) {
    const pay = LINE_TABLE.pay[index] ?? 0;
    if (pay === 0) continue;
    let weight = pay;
    let rest = index;
    for (let reel = REELS - 1; reel >= 0; reel--) {
      weight *= counts[reel]?.[rest % symbols] ?? 0;
      rest = Math.floor(rest / symbols);
    }
    total += BigInt(weight);
  }
  return new Ratio(total, product(set.lengths));
}

/** Probability of each scatter count 0…15 in the window: per-reel stop counts, convolved. */
export function scatterDistribution(set: ReelSet): Ratio[] {
  let ways: bigint[] = [1n];
  for (const reelScatters of set.scatters) {
    const perReel: bigint[] = [];
    for (const count of reelScatters) perReel[count] = (perReel[count] ?? 0n) + 1n;
    const next: bigint[] = new Array<bigint>(ways.length + perReel.length - 1).fill(0n);
    ways.forEach((w, i) => {
      perReel.forEach((p, j) => {
        next[i + j] = (next[i + j] ?? 0n) + w * (p ?? 0n);
      });
    });
    ways = next;
  }
  const total = product(set.lengths);
  return ways.map((w) => new Ratio(w, total));
}

/**
 * Expected number of free spins played once triggered: start with 10, each free spin independently
 * retriggers with probability q and adds 10, never above 50 in all. Exact Markov computation over
 * (spins awarded, spins played).
 */
export function expectedFreeSpins(q: Ratio): Ratio {
  const notQ = Ratio.of(1).sub(q);
  let states = new Map<number, Ratio>([[FREE_SPINS_AWARD, Ratio.of(1)]]); // awarded → probability, before spin k
  let expected = Ratio.of(0);
  for (let played = 0; states.size > 0; played++) {
    const next = new Map<number, Ratio>();
    for (const [awarded, probability] of states) {
      if (played >= awarded) {
        expected = expected.add(probability.mul(Ratio.of(awarded)));
        continue;
      }
      const retriggered = Math.min(awarded + FREE_SPINS_AWARD, FREE_SPINS_CAP);
      next.set(retriggered, (next.get(retriggered) ?? Ratio.of(0)).add(probability.mul(q)));
      next.set(awarded, (next.get(awarded) ?? Ratio.of(0)).add(probability.mul(notQ)));
    }
    states = next;
  }
  return expected;
}

export interface SlotRtpBreakdown {
  /** Base-game line wins per unit of total stake (= expected line pay of one line, in coins). */
  baseLines: Ratio;
  /** Base-game scatter wins per unit of total stake. */
  baseScatters: Ratio;
  /** Probability a base spin awards free spins. */
  triggerProbability: Ratio;
  /** Probability a free spin retriggers. */
  retriggerProbability: Ratio;
  /** Expected free spins per trigger, retriggers and cap included. */
  expectedFreeSpins: Ratio;
  /** Expected win of one free spin per unit of total stake, ×2 included. */
  freeSpinValue: Ratio;
  /** Free-spin wins per unit of total stake: P(trigger) × E[spins] × value of one spin. */
  freeSpins: Ratio;
  total: Ratio;
}

function scatterValue(distribution: readonly Ratio[]): { value: Ratio; trigger: Ratio } {
  let value = Ratio.of(0);
  let trigger = Ratio.of(0);
  distribution.forEach((probability, count) => {
    value = value.add(probability.mul(Ratio.of(scatterPay(count))));
    if (triggersFreeSpins(count)) trigger = trigger.add(probability);
  });
  return { value, trigger };
}

/**
 * The exact RTP. Total stake = 20 coins, so 20 lines × E[line pay in coins] / 20 coins = E[line pay].
 * Free spins: each free spin's win is independent of how many are played before it, and whether
 * spin i is played depends only on spins before it, so by Wald's identity the feature is worth
 * E[number of spins] × E[one spin].
 */
export function exactSlotRtp(): SlotRtpBreakdown {
  const baseLines = lineExpectation(BASE_SET);
  const base = scatterValue(scatterDistribution(BASE_SET));
  const freeLines = lineExpectation(FREE_SPIN_SET);
  const free = scatterValue(scatterDistribution(FREE_SPIN_SET));
  const freeSpinValue = Ratio.of(FREE_SPIN_MULTIPLIER).mul(freeLines.add(free.value));
  const spins = expectedFreeSpins(free.trigger);
  const freeSpins = base.trigger.mul(spins).mul(freeSpinValue);
  return {
    baseLines,
    baseScatters: base.value,
    triggerProbability: base.trigger,
    retriggerProbability: free.trigger,
    expectedFreeSpins: spins,
    freeSpinValue,
    freeSpins,
    total: baseLines.add(base.value).add(freeSpins),
  };
}

/**
 * Brute force over every stop combination of one reel set through `evaluateSpin` (the play path's
 * evaluator): total line pay (coins), total scatter pay (total stakes), and triggering spins.
 * 25–36 million spins per reel set: a script, not a unit test.
 */
export function enumerateStops(set: ReelSet): {
  combinations: bigint;
  linePay: bigint;
  scatterPay: bigint;
  triggers: bigint;
} {
  const [l0 = 0, l1 = 0, l2 = 0, l3 = 0, l4 = 0] = set.lengths;
  let linePay = 0;
  let scatters = 0;
  let triggers = 0;
  let bigLinePay = 0n;
  const stops = [0, 0, 0, 0, 0];
  for (let a = 0; a < l0; a++) {
    stops[0] = a;
    for (let b = 0; b < l1; b++) {
      stops[1] = b;
      for (let c = 0; c < l2; c++) {
        stops[2] = c;
        for (let d = 0; d < l3; d++) {
          stops[3] = d;
          for (let e = 0; e < l4; e++) {
            stops[4] = e;
            const spin = evaluateSpin(set, stops);
            linePay += spin.linePay;
            scatters += scatterPay(spin.scatterCount);
            if (triggersFreeSpins(spin.scatterCount)) triggers++;
          }
        }
      }
    }
    bigLinePay += BigInt(linePay);
    linePay = 0;
  }
  return {
    combinations: product(set.lengths),
    linePay: bigLinePay,
    scatterPay: BigInt(scatters),
    triggers: BigInt(triggers),
  };
}
