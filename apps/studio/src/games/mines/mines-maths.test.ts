import { minesGame } from '@fortuna/games/studio/mines/mines';
import { describe, expect, it } from 'vitest';
import { minesInputChoices } from '../stored-choices';
import { asMinesView, type MinesView } from './detail';
import {
  clampMines,
  minesChoices,
  multiplierAfter,
  multiplierTable,
  nextSafeChance,
  shortMultiplier,
  tileStates,
} from './mines-maths';

/** The paytable formula in floating point: 0.99 × C(25, k) / C(25 − m, k). */
function formula(mines: number, k: number): number {
  let ratio = 0.99;
  for (let i = 0; i < k; i++) ratio *= (25 - i) / (25 - mines - i);
  return ratio;
}

describe('mines multiplier table', () => {
  it('follows 0.99 × C(25, k) / C(25 − m, k), rounded down to 4 decimals', () => {
    const counts = [1, 3, 5, 10, 24];
    const table = multiplierTable(counts, 10);
    expect(table.length).toBe(10);
    table.forEach((row, i) => {
      row.forEach((cell, j) => {
        const mines = counts[j] as number;
        if (i + 1 > 25 - mines) {
          expect(cell).toBeNull();
          return;
        }
        const exact = formula(mines, i + 1);
        expect(Number(cell)).toBeLessThanOrEqual(exact + 1e-9);
        expect(exact - Number(cell)).toBeLessThan(1e-4);
      });
    });
    expect(multiplierAfter(1, 1)).toBe('1.0312');
    expect(multiplierAfter(24, 1)).toBe('24.7500');
    expect(multiplierAfter(3, 22)).not.toBeNull();
    expect(multiplierAfter(3, 23)).toBeNull();
  });

  it('shortens to two decimals rounding down, and keeps mine counts in range', () => {
    expect(shortMultiplier('1.0312')).toBe('1.03');
    expect(shortMultiplier('24.7599')).toBe('24.75');
    expect(clampMines(0)).toBe(1);
    expect(clampMines(30)).toBe(24);
    expect(clampMines(Number.NaN)).toBe(1);
  });

  it('gives the chance that the next tile is a gem', () => {
    expect(nextSafeChance(1, 0)).toBeCloseTo(24 / 25);
    expect(nextSafeChance(3, 2)).toBeCloseTo(20 / 23);
    expect(nextSafeChance(24, 1)).toBe(0);
  });
});

const playing: MinesView = {
  mines: 3,
  revealed: [4, 12],
  status: 'playing',
  hitMine: null,
  minePositions: [],
  multiplier: '1.2375',
  nextMultiplier: '1.4142',
  win: false,
};

describe('mines board states', () => {
  it('shows only the gems found while playing', () => {
    const states = tileStates(playing);
    expect(states.filter((s) => s === 'gem').length).toBe(2);
    expect(states[4]).toBe('gem');
    expect(states.filter((s) => s === 'hidden').length).toBe(23);
    expect(tileStates(null).every((s) => s === 'hidden')).toBe(true);
  });

  it('after a mine shows every mine bright and the gems left dimmed', () => {
    const states = tileStates({
      ...playing,
      status: 'busted',
      hitMine: 7,
      minePositions: [0, 7, 20],
      multiplier: '0.0000',
    });
    expect(states[7]).toBe('mine-hit');
    expect(states[0]).toBe('mine');
    expect(states[20]).toBe('mine');
    expect(states[12]).toBe('gem');
    expect(states.filter((s) => s === 'gem-dim').length).toBe(20);
  });

  it('after a cash-out dims the rest of the board', () => {
    const states = tileStates({ ...playing, status: 'cashed', minePositions: [0, 7, 20], win: true });
    expect(states[0]).toBe('mine-dim');
    expect(states.filter((s) => s === 'mine-dim').length).toBe(3);
    expect(states.filter((s) => s === 'gem-dim').length).toBe(20);
    expect(states.includes('hidden')).toBe(false);
  });
});

describe('mines detail guard and choices', () => {
  it('accepts the running view and a finished round of the game', () => {
    expect(asMinesView(playing)).toEqual(playing);
    const rng = { draw: <T>(items: readonly T[], n: number) => items.slice(-n) } as never;
    const { detail } = minesGame.play({ stake: 100n, mines: 2, tiles: [0, 1, 2] }, rng);
    const view = asMinesView(JSON.parse(JSON.stringify(detail)));
    expect(view?.status).toBe('cashed');
    expect(view?.minePositions).toEqual([23, 24]);
    expect(view?.nextMultiplier).toBeNull();
    expect(tileStates(view).filter((s) => s === 'gem').length).toBe(3);
  });

  it('refuses what is not one', () => {
    expect(asMinesView(null)).toBeNull();
    expect(asMinesView({ ...playing, mines: 25 })).toBeNull();
    expect(asMinesView({ ...playing, status: 'won' })).toBeNull();
    expect(asMinesView({ ...playing, revealed: [4, 4] })).toBeNull();
    expect(asMinesView({ ...playing, revealed: [25] })).toBeNull();
    expect(asMinesView({ ...playing, status: 'busted', hitMine: null, minePositions: [1, 2, 3] })).toBeNull();
    expect(asMinesView({ ...playing, status: 'cashed', minePositions: [4, 5, 6] })).toBeNull();
    expect(asMinesView({ ...playing, minePositions: [1] })).toBeNull();
  });

  it('starts with stake and mines, and a finished round replays from its stored tiles', () => {
    expect(minesGame.validate(minesChoices(500n, 3))).toMatchObject({ ok: true });
    const stored = { stake: '500', mines: 3, tiles: [4, 12, 7] };
    const input = minesInputChoices(stored);
    expect(input).toEqual(stored);
    expect(minesGame.validate(input)).toEqual({ ok: true, choices: { stake: 500n, mines: 3, tiles: [4, 12, 7] } });
  });
});
