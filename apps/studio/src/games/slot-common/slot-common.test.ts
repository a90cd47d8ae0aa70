import { describe, expect, it } from 'vitest';
import { coinValues, winLevel } from './coins';
import { coveredReels } from './fruit-lines';
import { CELL, cellIndex, cellsShowing, GAP, lineCells, linePath, viewSize } from './grid';
import { stopCascade } from './spin-reels';
import { spinColumn, windowAt } from './strips';
import { asWindow } from './window';

describe('reel window geometry', () => {
  it('sizes any reels × rows window', () => {
    expect(viewSize({ reels: 3, rows: 3 })).toEqual({ width: 3 * CELL + 2 * GAP, height: 300 });
    expect(viewSize({ reels: 5, rows: 3 })).toEqual({ width: 532, height: 300 });
  });

  it('numbers cells reel by reel', () => {
    expect(cellIndex(0, 0, 3)).toBe(0);
    expect(cellIndex(2, 1, 3)).toBe(7);
    expect(lineCells([0, 1, 2], 2, 3)).toEqual([0, 4]);
    expect(
      cellsShowing(
        [
          ['A', 'S'],
          ['S', 'B'],
        ],
        ['S'],
      ),
    ).toEqual([1, 2]);
  });

  it('draws a line through the cell centres with lead-ins at both edges', () => {
    expect(linePath([1, 1, 1])).toBe('M 0 150 L 50 150 L 158 150 L 266 150 L 316 150');
    expect(linePath([])).toBe('');
  });
});

describe('reel strips', () => {
  const strip = ['A', 'B', 'C', 'D', 'E'] as const;

  it('reads a window, wrapping round the strip', () => {
    expect(windowAt(strip, 3, 3, 'A')).toEqual(['D', 'E', 'A']);
    expect(windowAt(strip, -1, 2, 'A')).toEqual(['E', 'A']);
  });

  it('spins through the strip and lands on the target window with the start window at the end', () => {
    const column = spinColumn(strip, 1, ['B', 'C', 'D'], ['E', 'A', 'B'], 4);
    expect(column.slice(0, 3)).toEqual(['B', 'C', 'D']);
    expect(column.slice(-3)).toEqual(['E', 'A', 'B']);
    expect(column).toHaveLength(3 + 4 + 3);
  });

  it('still lands on the window sent when the stop does not explain it', () => {
    const column = spinColumn(strip, 0, ['E', 'E', 'E'], ['A', 'B', 'C'], 2);
    expect(column.slice(0, 3)).toEqual(['E', 'E', 'E']);
    expect(column.slice(-3)).toEqual(['A', 'B', 'C']);
  });

  it('stops reels left to right, all at once with reduced motion', () => {
    expect(stopCascade(3, 700, 300, false)).toEqual([700, 1000, 1300]);
    expect(stopCascade(3, 700, 300, true)).toEqual([0, 0, 0]);
  });
});

describe('coins and wins', () => {
  it('keeps coin × multiplier within the stake limits', () => {
    const coins = coinValues(1_000n, 5_000_000n, 25);
    expect(coins[0]).toBe(40n);
    expect((coins.at(-1) ?? 0n) * 25n).toBeLessThanOrEqual(5_000_000n);
    expect(coinValues(1_001n, 5_000n, 5)[0]).toBe(201n);
  });

  it('grades wins by multiples of the stake', () => {
    expect(winLevel(999n, 100n)).toBeNull();
    expect(winLevel(1_000n, 100n)).toBe('big');
    expect(winLevel(5_000n, 100n)).toBe('epic');
  });

  it('covers three reels for three of a kind, two for two cherries, else one', () => {
    expect(coveredReels(['BELL', 'BELL', 'BELL'])).toBe(3);
    expect(coveredReels(['CHERRY', 'CHERRY', 'CHERRY'])).toBe(3);
    expect(coveredReels(['CHERRY', 'CHERRY', 'BAR'])).toBe(2);
    expect(coveredReels(['CHERRY', 'BAR', 'CHERRY'])).toBe(1);
  });
});

describe('window guard', () => {
  const isLetter = (v: unknown): v is string => typeof v === 'string' && /^[A-Z]$/.test(v);

  it('accepts a full window of known symbols only', () => {
    expect(
      asWindow(
        [
          ['A', 'B', 'C'],
          ['A', 'B', 'C'],
          ['A', 'B', 'C'],
        ],
        isLetter,
      ),
    ).not.toBeNull();
    expect(
      asWindow(
        [
          ['A', 'B', 'C'],
          ['A', 'B'],
          ['A', 'B', 'C'],
        ],
        isLetter,
      ),
    ).toBeNull();
    expect(
      asWindow(
        [
          ['A', 'B', 'c'],
          ['A', 'B', 'C'],
          ['A', 'B', 'C'],
        ],
        isLetter,
      ),
    ).toBeNull();
    expect(asWindow('nope', isLetter)).toBeNull();
  });
});
