import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { addRound, checkRtp, emptyMoments } from '../../sim/stats';
import { Ratio } from '../slot-20/exact-rtp';
import {
  binomial,
  cashOutMines,
  type MinesChoices,
  minesGame,
  minesMultiplier,
  minesMultiplierText,
  revealTile,
  startMines,
} from './mines';

function choices(input: unknown): MinesChoices {
  const result = minesGame.validate(input);
  if (!result.ok) throw new Error(result.message);
  return result.choices;
}

/** Floats that make the Fisher–Yates draw pick exactly `mines` (tile numbers), in order. */
function floatsForMines(mines: readonly number[]): number[] {
  const pool = Array.from({ length: 25 }, (_, i) => i);
  return mines.map((tile) => {
    const index = pool.indexOf(tile);
    const float = FixedRng.floatFor(index, pool.length);
    pool.splice(index, 1);
    return float;
  });
}

describe('mines maths', () => {
  it('binomials and multipliers', () => {
    expect(binomial(25, 0)).toBe(1n);
    expect(binomial(25, 12)).toBe(5_200_300n);
    expect(binomial(5, 6)).toBe(0n);
    expect(minesMultiplierText(1, 1)).toBe('1.0312'); // 0.99 × 25/24
    expect(minesMultiplierText(3, 1)).toBe('1.1250'); // 0.99 × 25/22
    expect(minesMultiplierText(24, 1)).toBe('24.7500');
    expect(minesMultiplierText(1, 24)).toBe('24.7500');
    expect(minesMultiplierText(3, 22)).toBe('2277.0000'); // 0.99 × C(25,22) / C(22,22) = 0.99 × 2300
    expect(minesMultiplierText(5, 0)).toBe('0.9900');
  });

  it('every (mines, k) returns exactly 99/100: P(k tiles safe) × multiplier', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        const safe = new Ratio(binomial(25 - m, k), binomial(25, k));
        // Same probability counted over layouts: layouts avoiding k fixed tiles / all layouts.
        expect(new Ratio(binomial(25 - k, m), binomial(25, m))).toEqual(safe);
        const { numerator, denominator } = minesMultiplier(m, k);
        expect(safe.mul(new Ratio(numerator, denominator))).toEqual(new Ratio(99n, 100n));
      }
    }
    expect(minesGame.statedRtp).toBe(0.99);
  });

  it('returns exactly 0.99 over all C(25,2) = 300 layouts of 2 mines, revealing tiles 0–4', () => {
    const bet = choices({ stake: 100 * Number(binomial(23, 5)), mines: 2, reveals: 5 });
    let total = 0n;
    let layouts = 0;
    for (let a = 0; a < 25; a++) {
      for (let b = a + 1; b < 25; b++) {
        const { payout } = minesGame.play(bet, new FixedRng(floatsForMines([a, b])));
        total += payout;
        layouts++;
      }
    }
    expect(layouts).toBe(300);
    // Σ payout / (300 × stake) = 99/100, exact because the stake is a multiple of 100·C(23,5).
    expect(total * 100n).toBe(99n * 300n * bet.stake);
  });
});

describe('mines state machine', () => {
  it('fixes the layout at start, reveals, cashes out', () => {
    const rng = new FixedRng(floatsForMines([7, 3, 20]));
    let state = startMines(1000n, 3, rng);
    expect(rng.floatsUsed).toBe(3);
    expect(state.minePositions).toEqual([3, 7, 20]);
    const first = revealTile(state, 0);
    if (!first.ok) throw new Error(first.message);
    state = first.state;
    expect(state.status).toBe('playing');
    expect(revealTile(state, 0)).toEqual({ ok: false, message: 'Tile 0 is already revealed.' });
    expect(revealTile(state, 25).ok).toBe(false);
    expect(revealTile(state, 1.5).ok).toBe(false);
    const out = cashOutMines(state);
    if (!out.ok) throw new Error(out.message);
    expect(out.state.status).toBe('cashed');
    expect(out.state.payout).toBe(1125n); // 1000 × 0.99 × 25/22 = 1125
    expect(revealTile(out.state, 1).ok).toBe(false);
    expect(cashOutMines(out.state).ok).toBe(false);
  });

  it('a mine ends the round with nothing; cashing out before a reveal is refused', () => {
    const state = startMines(500n, 1, new FixedRng(floatsForMines([12])));
    expect(cashOutMines(state)).toEqual({ ok: false, message: 'Reveal at least one tile before cashing out.' });
    const hit = revealTile(state, 12);
    if (!hit.ok) throw new Error(hit.message);
    expect(hit.state).toMatchObject({ status: 'busted', hitMine: 12, payout: 0n });
  });

  it('revealing the last safe tile cashes out automatically', () => {
    let state = startMines(4n, 24, new FixedRng(floatsForMines(Array.from({ length: 24 }, (_, i) => i + 1))));
    const step = revealTile(state, 0);
    if (!step.ok) throw new Error(step.message);
    state = step.state;
    expect(state.status).toBe('cashed');
    expect(state.payout).toBe(99n); // 4 × 24.75
  });
});

describe('mines play', () => {
  it('plays planned tiles, stops at a mine, floors the payout', () => {
    const win = minesGame.play(
      choices({ stake: 7, mines: 5, tiles: [24, 23] }),
      new FixedRng(floatsForMines([0, 1, 2, 3, 4])),
    );
    // 7 × 0.99 × 300/190 = 10.94 → 10
    expect(win.payout).toBe(10n);
    expect(win.detail).toMatchObject({
      status: 'cashed',
      revealed: [24, 23],
      hitMine: null,
      multiplier: '1.5631',
      win: true,
    });
    const loss = minesGame.play(
      choices({ stake: 7, mines: 5, tiles: [24, 3, 23] }),
      new FixedRng(floatsForMines([0, 1, 2, 3, 4])),
    );
    expect(loss.payout).toBe(0n);
    expect(loss.detail).toMatchObject({ status: 'busted', revealed: [24], hitMine: 3, win: false });
  });

  it('reveals tiles 0…k−1 for a planned count', () => {
    const round = minesGame.play(choices({ stake: 100, mines: 1, reveals: 3 }), new FixedRng(floatsForMines([24])));
    expect(round.detail.revealed).toEqual([0, 1, 2]);
    expect(round.payout).toBe(112n); // 100 × 0.99 × 2300/2024 = 112.5 → 112
  });

  it('refuses bad choices', () => {
    for (const input of [
      null,
      { stake: 100, mines: 0, reveals: 1 },
      { stake: 100, mines: 25, reveals: 1 },
      { stake: 100, mines: 2.5, reveals: 1 },
      { stake: 100, mines: 3, reveals: 0 },
      { stake: 100, mines: 3, reveals: 23 },
      { stake: 0, mines: 3, reveals: 1 },
      { stake: 100, mines: 3, tiles: [1, 1] },
      { stake: 100, mines: 3, tiles: [25] },
      { stake: 100, mines: 3, tiles: [1], reveals: 1 },
      { stake: 100, mines: 24, tiles: [1, 2] },
      { stake: 100, mines: 3, reveals: 1, extra: true },
    ]) {
      const result = minesGame.validate(input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
      if (!result.ok) expect(result.message).toBeTruthy();
    }
  });

  it('measures an RTP near 99% on 20,000 seeded rounds', () => {
    const moments = emptyMoments();
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const bet = choices({ stake: 10_000, mines: 1 + (nonce % 5), reveals: 1 + (nonce % 3) });
      addRound(moments, bet.stake, minesGame.play(bet, new FairRng('mines-sample', 'sample', nonce)).payout);
    }
    const check = checkRtp(moments, minesGame.statedRtp);
    expect(check.pass).toBe(true);
  });
});
