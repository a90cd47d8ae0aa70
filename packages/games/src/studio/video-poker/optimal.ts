import type { Card } from '../cards/cards';
import { HAND_COUNT, rankFive } from '../cards/poker';

/**
 * Optimal hold for Jacks or Better by exact expected value over all 32 holds, with the draws
 * counted combinatorially instead of dealt one by one.
 *
 * Tables (built once, lazily, ≈ 1–2 s): for every set X of 0–4 cards, N(X)[r] = how many of the
 * 2,598,960 five-card hands contain X and are of rank r; for 5 cards, the rank itself. Holding H
 * and discarding D from a dealt hand, the final hands are H plus any cards from the other 47,
 * i.e. the hands containing H and none of D, counted by inclusion–exclusion:
 *
 *   count(H, D)[r] = Σ_{S ⊆ D} (−1)^|S| N(H ∪ S)[r]   (3⁵ = 243 table rows per dealt hand)
 *
 * and EV(H) = Σ_r count[r] × pay[r] / C(47, |D|). With the pays folded into the tables first
 * (one value per set instead of ten counts) that is 243 lookups per dealt hand.
 */

const BINOMIAL: number[] = (() => {
  // BINOMIAL[n * 6 + k] = C(n, k) for n ≤ 52, k ≤ 5.
  const t = new Array<number>(53 * 6).fill(0);
  for (let n = 0; n <= 52; n++) {
    t[n * 6] = 1;
    for (let k = 1; k <= 5; k++) t[n * 6 + k] = n === 0 ? 0 : (t[(n - 1) * 6 + k - 1] ?? 0) + (t[(n - 1) * 6 + k] ?? 0);
  }
  return t;
})();

export const binomial = (n: number, k: number): number => BINOMIAL[n * 6 + k] ?? 0;

interface Tables {
  /** rows[offset[k] + colex(X) * HAND_COUNT + r] = N(X)[r] for |X| = k ≤ 4. */
  rows: Int32Array;
  offset: number[];
  /** Rank of each five-card hand by colex index. */
  full: Uint8Array;
}

let tables: Tables | undefined;

const add = (array: Int32Array, at: number, amount: number): void => {
  array[at] = (array[at] ?? 0) + amount;
};

/** All k-card sets of 0–51, each ascending. */
function combinations(k: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[], below: number): void => {
    if (prefix.length === k) {
      out.push([...prefix].reverse());
      return;
    }
    for (let c = k - prefix.length - 1; c < below; c++) {
      prefix.push(c);
      walk(prefix, c);
      prefix.pop();
    }
  };
  walk([], 52);
  return out; // largest card in the outer loop: colex order
}

/**
 * Ranks all 2,598,960 hands, counts N(X) for the 4-card sets from the five 4-card subsets of each
 * hand, then each smaller size from the next: Σ over the (k+1)-sets Y ⊃ X of N(Y) counts every
 * hand containing X (5 − k) times.
 */
function buildTables(): Tables {
  const offset = [0];
  for (let k = 0; k < 4; k++) offset.push((offset[k] ?? 0) + binomial(52, k) * HAND_COUNT);
  const rows = new Int32Array((offset[4] ?? 0) + binomial(52, 4) * HAND_COUNT);
  const full = new Uint8Array(binomial(52, 5));
  const four = offset[4] ?? 0;
  let index5 = 0;
  for (let e = 4; e < 52; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) {
            const rank = rankFive(a, b, c, d, e);
            full[index5++] = rank; // loops run in colex order
            // The five 4-card subsets: drop e, d, c, b or a.
            const ab = binomial(a, 1) + binomial(b, 2);
            const de = binomial(d, 3) + binomial(e, 4);
            const ce = binomial(c, 3) + binomial(e, 4);
            add(rows, four + (ab + binomial(c, 3) + binomial(d, 4)) * HAND_COUNT + rank, 1);
            add(rows, four + (ab + ce) * HAND_COUNT + rank, 1);
            add(rows, four + (ab + de) * HAND_COUNT + rank, 1);
            add(rows, four + (binomial(a, 1) + binomial(c, 2) + de) * HAND_COUNT + rank, 1);
            add(rows, four + (binomial(b, 1) + binomial(c, 2) + de) * HAND_COUNT + rank, 1);
          }
  for (let k = 3; k >= 0; k--) {
    const from = offset[k + 1] ?? 0;
    const to = offset[k] ?? 0;
    const sets = combinations(k + 1);
    for (const set of sets) {
      const y = colexOf(set, (1 << (k + 1)) - 1);
      for (let drop = 0; drop <= k; drop++) {
        const x = colexOf(set, ((1 << (k + 1)) - 1) & ~(1 << drop));
        for (let r = 0; r < HAND_COUNT; r++) add(rows, to + x * HAND_COUNT + r, rows[from + y * HAND_COUNT + r] ?? 0);
      }
    }
    for (let i = to; i < from; i++) rows[i] = (rows[i] ?? 0) / (5 - k);
  }
  return { rows, offset, full };
}

/** Colex index of the cards of `sorted` (ascending) picked by `mask` (bit i = sorted[i]). */
function colexOf(sorted: readonly number[], mask: number): number {
  let index = 0;
  let k = 0;
  for (let i = 0; i < sorted.length; i++)
    if (mask & (1 << i)) {
      k++;
      index += BINOMIAL[(sorted[i] ?? 0) * 6 + k] ?? 0;
    }
  return index;
}

const POPCOUNT = Array.from({ length: 32 }, (_, m) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
});

/** Builds the tables now (otherwise on first use). */
export function warmUp(pays?: readonly number[]): void {
  tables ??= buildTables();
  if (pays) valuesFor(pays);
}

export interface HoldAnalysis {
  /** held[i] for the dealt positions 0–4. */
  held: boolean[];
  /** Expected return of the best hold, in the pay units given. */
  ev: number;
}

/** Per pay schedule: value[offset[k] / HAND_COUNT + colex(X)] = Σ_r N(X)[r] × pay[r]; value5 by hand. */
interface ValueTables {
  value: Float64Array;
  value5: Float64Array;
  offset: number[];
}

const valueTables = new Map<string, ValueTables>();

function valuesFor(pays: readonly number[]): ValueTables {
  const key = pays.join(',');
  let v = valueTables.get(key);
  if (!v) {
    const t = tables ?? buildTables();
    tables = t;
    const value = new Float64Array(t.rows.length / HAND_COUNT);
    for (let i = 0; i < value.length; i++) {
      let sum = 0;
      for (let r = 0; r < HAND_COUNT; r++) sum += (t.rows[i * HAND_COUNT + r] ?? 0) * (pays[r] ?? 0);
      value[i] = sum;
    }
    const value5 = Float64Array.from(t.full, (r) => pays[r] ?? 0);
    v = { value, value5, offset: t.offset.map((o) => o / HAND_COUNT) };
    valueTables.set(key, v);
  }
  return v;
}

/**
 * The hold with the highest expected return for `pays` (pay per final-hand rank, any unit) and its
 * EV. Ties (equal EV to 1e-12) keep the hold met first in mask order (bit i = i-th lowest card).
 */
export function optimalHold(hand: readonly Card[], pays: readonly number[]): HoldAnalysis {
  if (hand.length !== 5) throw new RangeError('a video poker hand has five cards');
  const order = [0, 1, 2, 3, 4].sort((i, j) => (hand[i] ?? 0) - (hand[j] ?? 0));
  const sorted = order.map((i) => hand[i] ?? 0);
  const { value, value5, offset } = valuesFor(pays);
  const at = new Float64Array(32);
  for (let u = 0; u < 31; u++) at[u] = value[(offset[POPCOUNT[u] ?? 0] ?? 0) + colexOf(sorted, u)] ?? 0;
  at[31] = value5[colexOf(sorted, 31)] ?? 0;
  let best = 0;
  let bestEv = Number.NEGATIVE_INFINITY;
  for (let h = 0; h < 32; h++) {
    const discard = 31 & ~h;
    let total = 0;
    // Every subset S of the discards, the empty one included.
    for (let s = discard; ; s = (s - 1) & discard) {
      total += ((POPCOUNT[s] ?? 0) & 1) === 1 ? -(at[h | s] ?? 0) : (at[h | s] ?? 0);
      if (s === 0) break;
    }
    const ev = total / binomial(47, 5 - (POPCOUNT[h] ?? 0));
    if (ev > bestEv + 1e-12) {
      bestEv = ev;
      best = h;
    }
  }
  const held = [false, false, false, false, false];
  for (let i = 0; i < 5; i++) if (best & (1 << i)) held[order[i] ?? 0] = true;
  return { held, ev: bestEv };
}

/**
 * Exact RTP of optimal play: the mean over all 2,598,960 deals of the best hold's EV, divided by
 * the pay for one unit of stake (pays given per unit). About a minute: a script, not a test.
 */
export function exactOptimalReturn(pays: readonly number[]): number {
  let sum = 0;
  const hand = [0, 0, 0, 0, 0];
  for (let e = 4; e < 52; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            sum += optimalHold(hand, pays).ev;
          }
  return sum / binomial(52, 5);
}
