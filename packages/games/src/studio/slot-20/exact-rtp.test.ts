import { describe, expect, it } from 'vitest';
import {
  enumerateStops,
  exactSlotRtp,
  expectedFreeSpins,
  lineExpectation,
  Ratio,
  scatterDistribution,
} from './exact-rtp';
import { FREE_SPINS_AWARD, FREE_SPINS_CAP, LINES, SCATTER_PAYS, type SlotSymbol } from './reels';
import { reelSet, SLOT_RTP, slotGame } from './slot';

/** Independent recursion for the expected free spins: E(left, awarded). */
function recursiveExpectedSpins(q: Ratio): Ratio {
  const memo = new Map<string, Ratio>();
  const e = (left: number, awarded: number): Ratio => {
    if (left === 0) return Ratio.of(0);
    const key = `${left}/${awarded}`;
    const known = memo.get(key);
    if (known) return known;
    const extra = Math.min(FREE_SPINS_AWARD, FREE_SPINS_CAP - awarded);
    const value = Ratio.of(1)
      .add(q.mul(e(left - 1 + extra, awarded + extra)))
      .add(
        Ratio.of(1)
          .sub(q)
          .mul(e(left - 1, awarded)),
      );
    memo.set(key, value);
    return value;
  };
  return e(FREE_SPINS_AWARD, FREE_SPINS_AWARD);
}

describe('slot exact RTP', () => {
  const rtp = exactSlotRtp();

  it('equals the stated RTP (4 decimals) and sits between 95% and 97%', () => {
    expect(rtp.total.toFixed(4)).toBe(slotGame.statedRtp.toFixed(4));
    expect(Number(rtp.total.toFixed(4))).toBe(slotGame.statedRtp);
    expect(rtp.total.toNumber()).toBeGreaterThan(0.95);
    expect(rtp.total.toNumber()).toBeLessThan(0.97);
  });

  it('matches the breakdown shown on the paytable', () => {
    expect(Number(rtp.baseLines.toFixed(4))).toBe(SLOT_RTP.baseLines);
    expect(Number(rtp.baseScatters.toFixed(4))).toBe(SLOT_RTP.baseScatters);
    expect(Number(rtp.freeSpins.toFixed(4))).toBe(SLOT_RTP.freeSpins);
    expect(rtp.baseLines.add(rtp.baseScatters).add(rtp.freeSpins)).toEqual(rtp.total);
  });

  it('pins the exact figures (cross-checked once with an independent Python Fraction computation)', () => {
    expect(rtp.total.toFixed(12)).toBe('0.962372660054');
    expect(rtp.triggerProbability.toFixed(8)).toBe('0.00841978');
    expect(rtp.expectedFreeSpins.toFixed(6)).toBe('10.740731');
  });

  it('solves the expected number of free spins exactly, cap included', () => {
    expect(expectedFreeSpins(Ratio.of(0))).toEqual(Ratio.of(10));
    expect(expectedFreeSpins(Ratio.of(1))).toEqual(Ratio.of(50));
    for (const q of [new Ratio(1n, 3n), new Ratio(1n, 10n), rtp.retriggerProbability]) {
      expect(expectedFreeSpins(q)).toEqual(recursiveExpectedSpins(q));
    }
  });

  it('agrees with brute force over every stop combination of small strips through the spin evaluator', () => {
    const strips: SlotSymbol[][] = [
      ['WILD', 'K', 'SCATTER', 'CROWN', 'J', 'Q'],
      ['K', 'WILD', 'CROWN', 'SCATTER', 'K'],
      ['SCATTER', 'K', 'CROWN', 'WILD', 'A', 'J', 'K'],
      ['CROWN', 'K', 'K', 'SCATTER', 'WILD'],
      ['J', 'SCATTER', 'K', 'CROWN', 'WILD', 'HORN'],
    ];
    const set = reelSet('base', strips);
    const brute = enumerateStops(set);
    expect(brute.combinations).toBe(6n * 5n * 7n * 5n * 6n);
    const combos = new Ratio(brute.combinations);
    expect(new Ratio(brute.linePay)).toEqual(lineExpectation(set).mul(Ratio.of(LINES)).mul(combos));
    const distribution = scatterDistribution(set);
    let scatterPay = Ratio.of(0);
    let trigger = Ratio.of(0);
    distribution.forEach((p, count) => {
      if (count >= 3) {
        scatterPay = scatterPay.add(p.mul(Ratio.of(SCATTER_PAYS[Math.min(count, 5) as 3 | 4 | 5])));
        trigger = trigger.add(p);
      }
    });
    expect(new Ratio(brute.scatterPay)).toEqual(scatterPay.mul(combos));
    expect(new Ratio(brute.triggers)).toEqual(trigger.mul(combos));
  });
});

describe('Ratio', () => {
  it('reduces, adds, multiplies and rounds exactly', () => {
    expect(new Ratio(6n, 8n)).toEqual(new Ratio(3n, 4n));
    expect(new Ratio(1n, 3n).add(new Ratio(1n, 6n))).toEqual(new Ratio(1n, 2n));
    expect(new Ratio(2n, 3n).mul(new Ratio(3n, 4n))).toEqual(new Ratio(1n, 2n));
    expect(new Ratio(2n, 3n).toFixed(4)).toBe('0.6667');
    expect(new Ratio(1n, 8n).toFixed(2)).toBe('0.13');
    expect(new Ratio(36n, 37n).toNumber()).toBe(36 / 37);
  });
});
