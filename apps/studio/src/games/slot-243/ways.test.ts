import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { WAYS_REELS } from '@fortuna/games/studio/slot-243/reels';
import { evaluateWays, waysSlotGame } from '@fortuna/games/studio/slot-243/ways';
import { describe, expect, it } from 'vitest';
import { windowAt } from '../slot-common/strips';
import { asWaysDetail } from './detail';
import { freeSpinNumbers, WAYS_START_STOPS, waysHighlight, waysWinCells } from './ways-cells';

const played = (nonce: number) =>
  JSON.parse(JSON.stringify(waysSlotGame.play({ coin: 4n }, new FairRng('ways-client', 'seed', nonce)).detail));

const window = [
  ['K', 'A', 'Q'],
  ['WILD', 'K', 'J'],
  ['Q', 'K', 'K'],
  ['SCATTER', 'J', 'A'],
  ['K', 'Q', 'J'],
];

describe('ways win cells', () => {
  it('lights the symbol and WILDs on the reels the win covers', () => {
    expect(waysWinCells(window, { symbol: 'K', reels: 3 })).toEqual([0, 3, 4, 7, 8]);
    expect(waysWinCells(window, { symbol: 'Q', reels: 3 })).toEqual([2, 3, 6]);
  });

  it('lights as many cells per reel as the ways multiply to, for every win of many rounds', () => {
    for (let nonce = 0; nonce < 400; nonce++) {
      for (const spin of played(nonce).spins) {
        for (const win of spin.wins) {
          const cells = waysWinCells(spin.window, win);
          const perReel = Array.from(
            { length: win.reels },
            (_, reel) => cells.filter((c) => Math.floor(c / 3) === reel).length,
          );
          expect(perReel.reduce((a, b) => a * b, 1)).toBe(win.ways);
        }
      }
    }
  });

  it('adds scatters when 3 or more showed, and nothing when nothing won', () => {
    const scattered = [
      ['SCATTER', 'A', 'Q'],
      ['J', 'SCATTER', 'K'],
      ['Q', 'A', 'SCATTER'],
      ['A', 'J', 'A'],
      ['K', 'Q', 'J'],
    ];
    expect(evaluateWays(scattered as never).scatterCount).toBe(3);
    expect(waysHighlight(scattered, [], 3)?.scatterCells).toEqual([0, 4, 8]);
    expect(waysHighlight(scattered, [], 2)).toBeNull();
  });

  it('focuses one symbol on its own', () => {
    const wins = [
      { symbol: 'K', reels: 3 },
      { symbol: 'Q', reels: 3 },
    ];
    expect(waysHighlight(window, wins, 1, 'Q')?.winCells).toEqual([2, 3, 6]);
  });

  it('opens on a window with no win', () => {
    const start = WAYS_REELS.map((strip, reel) => windowAt(strip, WAYS_START_STOPS[reel] ?? 0, 3, 'J'));
    const evaluation = evaluateWays(start);
    expect(evaluation.wins).toEqual([]);
    expect(evaluation.scatterCount).toBeLessThan(3);
  });
});

describe('Dragon Ways detail and free spins', () => {
  it('reads played rounds sent as JSON, free spins included', () => {
    let withFree = 0;
    for (let nonce = 0; nonce < 1500; nonce++) {
      const detail = played(nonce);
      const parsed = asWaysDetail(detail);
      expect(parsed?.spins).toEqual(detail.spins);
      expect(parsed?.freeSpins).toEqual(detail.freeSpins);
      if (detail.freeSpins.played > 0) withFree++;
    }
    expect(withFree).toBeGreaterThan(0);
  });

  it('refuses what is not a ways round', () => {
    expect(asWaysDetail({ spins: [] })).toBeNull();
    expect(asWaysDetail({ spins: [{ window: [['K', 'K', 'K']] }] })).toBeNull();
    expect(asWaysDetail('x')).toBeNull();
  });

  it('counts free spins "i of n" with retriggers adding to n from the next spin', () => {
    const spins = [
      { mode: 'base', scatter: { freeSpinsAwarded: 10 } },
      { mode: 'free', scatter: { freeSpinsAwarded: 0 } },
      { mode: 'free', scatter: { freeSpinsAwarded: 10 } },
      { mode: 'free', scatter: { freeSpinsAwarded: 0 } },
    ];
    expect(freeSpinNumbers(spins)).toEqual([
      { index: 0, awarded: 0 },
      { index: 1, awarded: 10 },
      { index: 2, awarded: 10 },
      { index: 3, awarded: 20 },
    ]);
  });
});
