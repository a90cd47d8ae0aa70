import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { scratchGame } from '@fortuna/games/studio/scratch/scratch';
import { describe, expect, it } from 'vitest';
import { scratchInputChoices } from '../stored-choices';
import { asScratchDetail, clearedShare, resultUncovered } from './detail';
import { oneIn } from './PrizeTable';

const WIN = {
  cells: ['LEMON', 'STAR', 'LEMON', 'BELL', 'CHERRY', 'STAR', 'LEMON', 'CROWN', 'BELL'],
  symbol: 'LEMON',
  prize: 2,
  winningCells: [0, 2, 6],
};
const LOSS = {
  cells: ['LEMON', 'STAR', 'CLOVER', 'BELL', 'CHERRY', 'STAR', 'SEVEN', 'CROWN', 'BELL'],
  symbol: null,
  prize: 0,
  winningCells: [],
};

describe('asScratchDetail', () => {
  it('reads a winning and a losing ticket', () => {
    expect(asScratchDetail(WIN)).toEqual(WIN);
    expect(asScratchDetail(LOSS)).toEqual(LOSS);
  });

  it('refuses anything that is not a 9-cell ticket of known symbols', () => {
    expect(asScratchDetail(null)).toBeNull();
    expect(asScratchDetail({ ...WIN, cells: WIN.cells.slice(1) })).toBeNull();
    expect(asScratchDetail({ ...WIN, cells: [...WIN.cells.slice(1), 'PEAR'] })).toBeNull();
  });

  it('keeps only winning cells that hold the winning symbol', () => {
    expect(asScratchDetail({ ...WIN, winningCells: [0, 2, 6, 1, 42, 'x'] })?.winningCells).toEqual([0, 2, 6]);
    expect(asScratchDetail({ ...LOSS, winningCells: [0] })?.winningCells).toEqual([]);
  });

  it('reads tickets the game really plays', () => {
    let wins = 0;
    for (let nonce = 0; nonce < 200; nonce++) {
      const { detail } = scratchGame.play({ stake: 100n }, new FairRng('scratch-client', 'client', nonce));
      expect(asScratchDetail(detail)).toEqual(detail);
      if (detail.symbol) wins++;
    }
    expect(wins).toBeGreaterThan(0);
  });
});

describe('resultUncovered', () => {
  const win = asScratchDetail(WIN);
  const loss = asScratchDetail(LOSS);
  if (!win || !loss) throw new Error('fixtures must parse');

  it('announces a win once its three cells are uncovered, whatever else is still covered', () => {
    expect(resultUncovered(win, new Set([0, 2]))).toBe(false);
    expect(resultUncovered(win, new Set([1, 3, 4, 5, 7, 8, 0, 2]))).toBe(false);
    expect(resultUncovered(win, new Set([0, 2, 6]))).toBe(true);
  });

  it('announces a losing ticket only when every cell is uncovered', () => {
    expect(resultUncovered(loss, new Set([0, 1, 2, 3, 4, 5, 6, 7]))).toBe(false);
    expect(resultUncovered(loss, new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]))).toBe(true);
  });
});

describe('clearedShare', () => {
  it('counts pixels whose alpha is scratched away', () => {
    const pixels = new Uint8ClampedArray(4 * 8).fill(255);
    expect(clearedShare(pixels, 1)).toBe(0);
    for (let p = 0; p < 4; p++) pixels[p * 4 + 3] = 0;
    expect(clearedShare(pixels, 1)).toBe(0.5);
    expect(clearedShare(new Uint8ClampedArray(0))).toBe(0);
  });
});

describe('scratchInputChoices', () => {
  it('turns the stored ticket price back into input the game accepts', () => {
    const input = scratchInputChoices({ stake: '2500' });
    expect(input).toEqual({ stake: '2500' });
    const validated = scratchGame.validate(input);
    expect(validated.ok && validated.choices.stake).toBe(2500n);
  });
});

describe('oneIn', () => {
  it('tells how rare each prize is from its weight out of 1,000,000', () => {
    expect(oneIn(330_000)).toBe('3.03');
    expect(oneIn(200)).toBe('5,000');
    expect(oneIn(1)).toBe('1,000,000');
  });
});
