import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { addRound, checkRtp, emptyMoments } from '../../sim/stats';
import { Ratio } from '../slot-20/exact-rtp';
import { exactWaysRtp, waysExpectation, waysExpectedFreeSpins, waysScatterDistribution } from './exact-rtp';
import { WAYS_REELS, WAYS_SYMBOLS, type WaysSymbol } from './reels';
import {
  evaluateWays,
  WAYS_RTP,
  type WaysChoices,
  waysScatterPay,
  waysSlotGame,
  waysTriggers,
  waysWindow,
} from './ways';

function choices(input: unknown): WaysChoices {
  const result = waysSlotGame.validate(input);
  if (!result.ok) throw new Error(result.message);
  return result.choices;
}

const LENGTHS = WAYS_REELS.map((s) => s.length);
/** Floats for these stops, reel by reel, spin after spin. */
const floatsFor = (stops: readonly number[]): number[] =>
  stops.map((stop, i) => FixedRng.floatFor(stop, LENGTHS[i % 5] ?? 1));
/** A stop whose window has no SCATTER on this reel. */
const noScatter = (reel: number): number => ((WAYS_REELS[reel]?.indexOf('SCATTER') ?? 0) + 1) % (LENGTHS[reel] ?? 1);
/** A stop showing the reel's SCATTER in the middle row. */
const scatterMiddle = (reel: number): number =>
  ((WAYS_REELS[reel]?.indexOf('SCATTER') ?? 0) - 1 + (LENGTHS[reel] ?? 1)) % (LENGTHS[reel] ?? 1);

describe('ways evaluation', () => {
  it('multiplies counts per reel, WILD included, from the left', () => {
    const w = (cols: string[]) => cols.map((c) => c.split(' ')) as WaysSymbol[][];
    const result = evaluateWays(w(['DRAGON A K', 'DRAGON WILD Q', 'J DRAGON DRAGON', 'K Q J', 'DRAGON A A']));
    expect(result.wins).toEqual([{ symbol: 'DRAGON', reels: 3, ways: 4, pay: 25, coins: 100 }]);
    expect(result.coins).toBe(100);
    const five = evaluateWays(w(['A A A', 'A A A', 'A A A', 'A A A', 'A A A']));
    expect(five.wins).toEqual([{ symbol: 'A', reels: 5, ways: 243, pay: 60, coins: 14_580 }]);
    const wilds = evaluateWays(w(['K Q SCATTER', 'WILD J J', 'WILD SCATTER J', 'K J J', 'SCATTER A A']));
    // K: 1 × 1 × 1 × 1 = 1 way on 4 reels; Q: 1 × 1 × 1 = 1 way on 3 reels (reel 4 has no Q or WILD)
    expect(wilds.wins).toEqual([
      { symbol: 'K', reels: 4, ways: 1, pay: 12, coins: 12 },
      { symbol: 'Q', reels: 3, ways: 1, pay: 3, coins: 3 },
    ]);
    expect(wilds.scatterCount).toBe(3);
    expect(evaluateWays(w(['K K K', 'K K K', 'Q Q Q', 'K K K', 'K K K'])).wins).toEqual([]);
  });

  it('scatter pays and triggers', () => {
    expect([0, 1, 2, 3, 4, 5].map(waysScatterPay)).toEqual([0, 0, 0, 2, 10, 50]);
    expect(waysTriggers(2)).toBe(false);
    expect(waysTriggers(3)).toBe(true);
  });
});

describe('ways strips', () => {
  it('WILD only on reels 2–4, one SCATTER per reel, WILD/SCATTER ≥ 3 apart, no repeats', () => {
    WAYS_REELS.forEach((strip, reel) => {
      const count = (s: WaysSymbol) => strip.filter((x) => x === s).length;
      expect(count('SCATTER')).toBe(1);
      expect(count('WILD')).toBe(reel >= 1 && reel <= 3 ? 2 : 0);
      const special = strip.flatMap((s, i) => (s === 'WILD' || s === 'SCATTER' ? [i] : []));
      for (const a of special) {
        for (const b of special) {
          if (a !== b)
            expect(
              Math.min((a - b + strip.length) % strip.length, (b - a + strip.length) % strip.length),
            ).toBeGreaterThanOrEqual(3);
        }
      }
      strip.forEach((s, i) => {
        expect(s).not.toBe(strip[(i + 1) % strip.length]);
        expect(WAYS_SYMBOLS).toContain(s);
      });
    });
  });
});

describe('ways exact RTP', () => {
  const rtp = exactWaysRtp();

  it('equals the stated RTP and the breakdown (4 decimals)', () => {
    expect(Number(rtp.total.toFixed(4))).toBe(waysSlotGame.statedRtp);
    expect(Number(rtp.baseWays.toFixed(4))).toBe(WAYS_RTP.baseWays);
    expect(Number(rtp.baseScatters.toFixed(4))).toBe(WAYS_RTP.baseScatters);
    expect(Number(rtp.freeSpins.toFixed(4))).toBe(WAYS_RTP.freeSpins);
    // Cross-checked once with an independent Python Fraction computation.
    expect(rtp.total.toFixed(12)).toBe('0.958843412158');
    expect(rtp.triggerProbability.toFixed(10)).toBe('0.0034557216');
  });

  it('solves the free-spin count: 10 at q = 0, 50 at q = 1', () => {
    expect(waysExpectedFreeSpins(Ratio.of(0))).toEqual(Ratio.of(10));
    expect(waysExpectedFreeSpins(Ratio.of(1))).toEqual(Ratio.of(50));
  });

  it('agrees with brute force over every stop combination of small strips through the evaluator', () => {
    const strips: WaysSymbol[][] = [
      ['DRAGON', 'K', 'SCATTER', 'A', 'WILD', 'K'],
      ['K', 'WILD', 'DRAGON', 'SCATTER', 'K'],
      ['SCATTER', 'K', 'DRAGON', 'WILD', 'A', 'J', 'K'],
      ['DRAGON', 'K', 'K', 'SCATTER', 'WILD'],
      ['J', 'SCATTER', 'K', 'DRAGON', 'A', 'K'],
    ];
    const lengths = strips.map((s) => s.length);
    let coins = 0;
    let scatterPay = 0;
    let triggers = 0;
    let combos = 0;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number): void => {
      if (reel === 5) {
        const e = evaluateWays(waysWindow(strips, stops));
        coins += e.coins;
        scatterPay += waysScatterPay(e.scatterCount);
        if (waysTriggers(e.scatterCount)) triggers++;
        combos++;
        return;
      }
      for (let s = 0; s < (lengths[reel] ?? 0); s++) {
        stops[reel] = s;
        walk(reel + 1);
      }
    };
    walk(0);
    const n = BigInt(combos);
    expect(new Ratio(BigInt(coins), n)).toEqual(waysExpectation(strips));
    let expectedScatter = Ratio.of(0);
    let trigger = Ratio.of(0);
    waysScatterDistribution(strips).forEach((p, count) => {
      expectedScatter = expectedScatter.add(p.mul(Ratio.of(waysScatterPay(count))));
      if (waysTriggers(count)) trigger = trigger.add(p);
    });
    expect(new Ratio(BigInt(scatterPay), n)).toEqual(expectedScatter);
    expect(new Ratio(BigInt(triggers), n)).toEqual(trigger);
    const small = exactWaysRtp(strips);
    expect(small.triggerProbability).toEqual(trigger);
  });
});

describe('ways play', () => {
  it('a base spin with 3 scatters pays 2 × stake and plays 10 free spins × 3', () => {
    const base = [scatterMiddle(0), scatterMiddle(1), scatterMiddle(2), noScatter(3), noScatter(4)];
    const free = Array.from({ length: 10 }, () => [0, 1, 2, 3, 4].map(noScatter)).flat();
    const rng = new FixedRng(floatsFor([...base, ...free]));
    const round = waysSlotGame.play(choices({ coin: 4 }), rng);
    expect(rng.remaining).toBe(0);
    expect(round.detail.freeSpins).toEqual({ awarded: 10, played: 10 });
    const [first, ...rest] = round.detail.spins;
    expect(first?.scatter).toMatchObject({ count: 3, pay: 2, win: '200', freeSpinsAwarded: 10 });
    expect(rest.every((s) => s.mode === 'free' && s.multiplier === 3)).toBe(true);
    // Recompute the total from the windows.
    let total = 0n;
    for (const s of round.detail.spins) {
      const e = evaluateWays(s.window);
      total += (4n * BigInt(e.coins) + 100n * BigInt(waysScatterPay(e.scatterCount))) * BigInt(s.multiplier);
    }
    expect(round.payout).toBe(total);
    expect(round.detail.totalStake).toBe('100');
  });

  it('retriggers during free spins, capped at 50', () => {
    const trigger = [scatterMiddle(0), scatterMiddle(1), scatterMiddle(2), scatterMiddle(3), scatterMiddle(4)];
    const rng = new FixedRng(floatsFor(Array.from({ length: 51 }, () => trigger).flat()));
    const round = waysSlotGame.play(choices({ coin: 1 }), rng);
    expect(round.detail.freeSpins).toEqual({ awarded: 50, played: 50 });
    expect(round.detail.spins).toHaveLength(51);
    expect(rng.remaining).toBe(0);
  });

  it('refuses bad choices', () => {
    for (const input of [null, {}, { coin: 0 }, { coin: -1 }, { coin: 1, ways: 243 }]) {
      expect(waysSlotGame.validate(input).ok, JSON.stringify(input)).toBe(false);
    }
  });

  it('measures an RTP near 95.88% on 20,000 seeded rounds', () => {
    const moments = emptyMoments();
    const bet = choices({ coin: 4 });
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const { payout } = waysSlotGame.play(bet, new FairRng('ways-sample', 'sample', nonce));
      addRound(moments, waysSlotGame.stakeOf(bet), payout);
    }
    expect(checkRtp(moments, waysSlotGame.statedRtp).pass).toBe(true);
  });
});
