import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { addRound, checkRtp, emptyMoments } from '../../sim/stats';
import {
  BASE_REELS,
  FREE_SPIN_REELS,
  LINE_PAYS,
  LINES,
  PAYLINES,
  type PayingSymbol,
  SCATTER_PAYS,
  type SlotSymbol,
  SYMBOLS,
} from './reels';
import { evaluateLine, LINE_TABLE, type SlotChoices, type SlotDetail, slotGame } from './slot';

function choices(input: unknown): SlotChoices {
  const result = slotGame.validate(input);
  if (!result.ok) throw new Error(result.message);
  return result.choices;
}

type Strips = readonly (readonly SlotSymbol[])[];

/** A stop on `strip` that shows `symbol` in `row`. */
function stopShowing(strip: readonly SlotSymbol[], symbol: SlotSymbol, row: number): number {
  const position = strip.indexOf(symbol);
  if (position < 0) throw new Error(`no ${symbol} on the strip`);
  return (position - row + strip.length) % strip.length;
}

/** A stop whose window column has no SCATTER. */
function stopWithoutScatter(strip: readonly SlotSymbol[]): number {
  const at = (i: number) => strip[i % strip.length];
  for (let stop = 0; stop < strip.length; stop++) {
    if (at(stop) !== 'SCATTER' && at(stop + 1) !== 'SCATTER' && at(stop + 2) !== 'SCATTER') return stop;
  }
  throw new Error('every stop shows a scatter');
}

/** Floats for one spin that stop each reel at `stops`. */
const spinFloats = (strips: Strips, stops: readonly number[]): number[] =>
  stops.map((stop, reel) => FixedRng.floatFor(stop, strips[reel]?.length ?? 0));

const scatterStops = (strips: Strips, scatterReels: readonly number[]): number[] =>
  strips.map((strip, reel) =>
    scatterReels.includes(reel) ? stopShowing(strip, 'SCATTER', 1) : stopWithoutScatter(strip),
  );

/** Recomputes a round's payout from its windows alone with evaluateLine (not the line table). */
function recomputePayout(detail: SlotDetail): bigint {
  const coin = BigInt(detail.coin);
  let total = 0n;
  for (const spin of detail.spins) {
    let coins = 0;
    for (const rows of PAYLINES) {
      const line = rows.map((row, reel) => spin.window[reel]?.[row] ?? 'J');
      coins += evaluateLine(line)?.pay ?? 0;
    }
    const scatters = spin.window.flat().filter((s) => s === 'SCATTER').length;
    const scatterPay = scatters >= 3 ? SCATTER_PAYS[Math.min(scatters, 5) as 3 | 4 | 5] : 0;
    total += BigInt(spin.multiplier) * (coin * BigInt(coins) + coin * BigInt(LINES) * BigInt(scatterPay));
  }
  return total;
}

describe('slot line rule', () => {
  const line = (...symbols: SlotSymbol[]) => evaluateLine(symbols);

  it('pays 3 to 5 of a kind from the leftmost reel', () => {
    expect(line('CROWN', 'CROWN', 'CROWN', 'CROWN', 'CROWN')).toEqual({ symbol: 'CROWN', count: 5, pay: 500 });
    expect(line('J', 'J', 'J', 'K', 'J')).toEqual({ symbol: 'J', count: 3, pay: 5 });
    expect(line('J', 'J', 'K', 'J', 'J')).toBeNull();
    expect(line('K', 'J', 'J', 'J', 'J')).toBeNull();
  });

  it('lets WILD substitute and pays the higher of the wild line and the symbol line', () => {
    expect(line('K', 'WILD', 'K', 'Q', 'Q')).toEqual({ symbol: 'K', count: 3, pay: 8 });
    expect(line('WILD', 'WILD', 'WILD', 'K', 'K')).toEqual({ symbol: 'K', count: 5, pay: 80 });
    expect(line('WILD', 'WILD', 'WILD', 'J', 'A')).toEqual({ symbol: 'WILD', count: 3, pay: 50 });
    expect(line('WILD', 'WILD', 'WILD', 'WILD', 'J')).toEqual({ symbol: 'WILD', count: 4, pay: 200 });
    expect(line('WILD', 'WILD', 'WILD', 'WILD', 'WILD')).toEqual({ symbol: 'WILD', count: 5, pay: 1000 });
    expect(line('WILD', 'CROWN', 'WILD', 'CROWN', 'WILD')).toEqual({ symbol: 'CROWN', count: 5, pay: 500 });
  });

  it('never substitutes for SCATTER, which breaks a line', () => {
    expect(line('SCATTER', 'SCATTER', 'SCATTER', 'J', 'J')).toBeNull();
    expect(line('WILD', 'WILD', 'SCATTER', 'K', 'K')).toBeNull();
    expect(line('K', 'K', 'SCATTER', 'K', 'K')).toBeNull();
    expect(line('WILD', 'WILD', 'WILD', 'SCATTER', 'A')).toEqual({ symbol: 'WILD', count: 3, pay: 50 });
  });

  it('fills the line table with the rule', () => {
    const index = (symbols: SlotSymbol[]) => symbols.reduce((acc, s) => acc * 10 + SYMBOLS.indexOf(s), 0);
    const i = index(['WILD', 'HORN', 'HORN', 'HORN', 'J']);
    expect(LINE_TABLE.pay[i]).toBe(LINE_PAYS.HORN[4]);
    expect(SYMBOLS[LINE_TABLE.symbol[i] ?? 0]).toBe('HORN');
    expect(LINE_TABLE.count[i]).toBe(4);
  });
});

describe('slot data', () => {
  it('has 20 distinct lines, 5 strips per set, one scatter per strip, specials 3 apart', () => {
    expect(PAYLINES).toHaveLength(20);
    expect(new Set(PAYLINES.map((l) => l.join())).size).toBe(20);
    for (const strips of [BASE_REELS, FREE_SPIN_REELS]) {
      expect(strips).toHaveLength(5);
      for (const strip of strips) {
        expect(strip.filter((s) => s === 'SCATTER')).toHaveLength(1);
        const specials = strip.flatMap((s, i) => (s === 'WILD' || s === 'SCATTER' ? [i] : []));
        for (const a of specials) {
          for (const b of specials) {
            if (a !== b)
              expect(
                Math.min((a - b + strip.length) % strip.length, (b - a + strip.length) % strip.length),
              ).toBeGreaterThanOrEqual(3);
          }
        }
      }
    }
    expect(BASE_REELS.map((s) => s.length)).toEqual([29, 31, 31, 31, 29]);
    expect(FREE_SPIN_REELS.map((s) => s.length)).toEqual([31, 33, 34, 33, 31]);
  });
});

describe('slot rounds', () => {
  it('pays five CROWNs on the middle line at 500 coins and reports the window', () => {
    const stops = BASE_REELS.map((strip) => stopShowing(strip, 'CROWN', 1));
    const rng = new FixedRng(spinFloats(BASE_REELS, stops));
    const { payout, detail } = slotGame.play(choices({ coin: 3 }), rng);
    expect(rng.floatsUsed).toBe(5);
    expect(detail.spins).toHaveLength(1);
    const [spin] = detail.spins;
    expect(spin?.stops).toEqual(stops);
    expect(spin?.window.map((column) => column[1])).toEqual(['CROWN', 'CROWN', 'CROWN', 'CROWN', 'CROWN']);
    expect(spin?.lineWins).toContainEqual({ line: 1, symbol: 'CROWN', count: 5, pay: 500, win: '1500' });
    expect(payout).toBe(recomputePayout(detail));
    expect(payout).toBeGreaterThanOrEqual(1500n);
    expect(detail.totalStake).toBe('60');
    expect(detail.freeSpins).toEqual({ awarded: 0, played: 0 });
  });

  it('shows strip[stop], strip[stop + 1], strip[stop + 2] top to bottom, wrapping round', () => {
    const stops = BASE_REELS.map((strip) => strip.length - 1);
    const { detail } = slotGame.play(choices({ coin: 1 }), new FixedRng(spinFloats(BASE_REELS, stops)));
    BASE_REELS.forEach((strip, reel) => {
      expect(detail.spins[0]?.window[reel]).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
    });
  });

  it('awards 10 free spins for 3 scatters, pays the scatter on the total stake, and doubles free-spin wins', () => {
    const base = spinFloats(BASE_REELS, scatterStops(BASE_REELS, [0, 2, 4]));
    const quiet = spinFloats(FREE_SPIN_REELS, scatterStops(FREE_SPIN_REELS, []));
    const rng = new FixedRng([...base, ...Array.from({ length: 10 }, () => quiet).flat()]);
    const { payout, detail } = slotGame.play(choices({ coin: 2 }), rng);
    expect(rng.remaining).toBe(0);
    expect(detail.spins).toHaveLength(11);
    expect(detail.spins[0]?.scatter).toEqual({ count: 3, pay: 3, win: String(3 * 20 * 2), freeSpinsAwarded: 10 });
    expect(detail.freeSpins).toEqual({ awarded: 10, played: 10 });
    for (const spin of detail.spins.slice(1)) {
      expect(spin.mode).toBe('free');
      expect(spin.multiplier).toBe(2);
      const lineCoins = spin.lineWins.reduce((sum, w) => sum + w.pay, 0);
      expect(spin.win).toBe(String(2 * 2 * lineCoins));
    }
    expect(payout).toBe(recomputePayout(detail));
    expect(detail.totalWin).toBe(payout.toString());
  });

  it('retriggers 10 more free spins on 3 scatters during free spins', () => {
    const base = spinFloats(BASE_REELS, scatterStops(BASE_REELS, [0, 1, 2]));
    const quiet = spinFloats(FREE_SPIN_REELS, scatterStops(FREE_SPIN_REELS, []));
    const retrigger = spinFloats(FREE_SPIN_REELS, scatterStops(FREE_SPIN_REELS, [1, 2, 3, 4]));
    const free = [quiet, retrigger, ...Array.from({ length: 18 }, () => quiet)].flat();
    const rng = new FixedRng([...base, ...free]);
    const { payout, detail } = slotGame.play(choices({ coin: 1 }), rng);
    expect(rng.remaining).toBe(0);
    expect(detail.freeSpins).toEqual({ awarded: 20, played: 20 });
    expect(detail.spins[2]?.scatter).toEqual({ count: 4, pay: 20, win: String(2 * 20 * 20), freeSpinsAwarded: 10 });
    expect(payout).toBe(recomputePayout(detail));
  });

  it('stops awarding free spins at 50 in a round', () => {
    const base = spinFloats(BASE_REELS, scatterStops(BASE_REELS, [0, 1, 2, 3, 4]));
    const five = spinFloats(FREE_SPIN_REELS, scatterStops(FREE_SPIN_REELS, [0, 1, 2, 3, 4]));
    const rng = new FixedRng([...base, ...Array.from({ length: 50 }, () => five).flat()]);
    const { payout, detail } = slotGame.play(choices({ coin: 1 }), rng);
    expect(rng.remaining).toBe(0);
    expect(rng.floatsUsed).toBe(5 * 51);
    expect(detail.freeSpins).toEqual({ awarded: 50, played: 50 });
    expect(detail.spins.map((s) => s.scatter.freeSpinsAwarded)).toEqual([
      10,
      10,
      10,
      10,
      10,
      ...Array.from({ length: 46 }, () => 0),
    ]);
    expect(payout).toBe(recomputePayout(detail));
  });

  it('agrees with a recomputation from its windows on 3,000 seeded rounds', () => {
    let featureRounds = 0;
    for (let nonce = 0; nonce < 3_000; nonce++) {
      const { payout, detail } = slotGame.play(choices({ coin: 7 }), new FairRng('slot-check', 'windows', nonce));
      expect(payout).toBe(recomputePayout(detail));
      for (const spin of detail.spins) {
        for (const win of spin.lineWins) {
          expect(LINE_PAYS[win.symbol as PayingSymbol][win.count as 3 | 4 | 5]).toBe(win.pay);
        }
      }
      if (detail.freeSpins.played > 0) featureRounds++;
    }
    expect(featureRounds).toBeGreaterThan(5);
  });

  it('validates the coin per line', () => {
    expect(choices({ coin: '25' })).toEqual({ coin: 25n });
    expect(slotGame.stakeOf(choices({ coin: 25 }))).toBe(500n);
    for (const input of [
      { coin: 0 },
      { coin: -1 },
      { coin: 0.5 },
      { coin: '1.5' },
      {},
      { coin: 1, lines: 10 },
      null,
      5,
    ]) {
      expect(slotGame.validate(input).ok, JSON.stringify(input)).toBe(false);
    }
  });
});

describe('slot RTP on a sample', () => {
  it('measures an RTP within its tolerance of the stated one on 20,000 seeded rounds', () => {
    const moments = emptyMoments();
    const bet = choices({ coin: 1 });
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const { payout } = slotGame.play(bet, new FairRng('slot-sample-server-seed', 'sample', nonce));
      addRound(moments, slotGame.stakeOf(bet), payout);
    }
    const check = checkRtp(moments, slotGame.statedRtp);
    expect(check.pass).toBe(true);
    expect(Math.abs(check.measuredRtp - slotGame.statedRtp)).toBeLessThan(0.15);
  });
});
