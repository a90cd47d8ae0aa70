import { BASE_REELS, SYMBOLS } from '@fortuna/games/studio/slot-20/reels';
import { BASE_SET, evaluateSpin, slotGame } from '@fortuna/games/studio/slot-20/slot';
import { describe, expect, it } from 'vitest';
import {
  CELL,
  cellCenter,
  GAP,
  initialWindow,
  lineColour,
  lineWinCells,
  PAYLINES,
  paylinePath,
  paylinePoints,
  START_STOPS,
  scatterCells,
  spinColumn,
  VIEW_HEIGHT,
  VIEW_WIDTH,
  windowAt,
  winningCells,
} from './paylines';
import { coinValues, winLevel } from './slot-maths';

describe('payline geometry', () => {
  it('has 20 distinct lines of 5 rows', () => {
    expect(PAYLINES).toHaveLength(20);
    const paths = new Set(PAYLINES.map((rows) => paylinePath(rows)));
    expect(paths.size).toBe(20);
  });

  it('passes through the centre of its row on every reel, inside the window', () => {
    PAYLINES.forEach((rows) => {
      const points = paylinePoints(rows);
      expect(points).toHaveLength(7);
      rows.forEach((row, reel) => {
        const point = points[reel + 1];
        expect(point).toEqual({ x: reel * (CELL + GAP) + CELL / 2, y: row * CELL + CELL / 2 });
      });
      for (const point of points) {
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(VIEW_WIDTH);
        expect(point.y).toBeGreaterThan(0);
        expect(point.y).toBeLessThan(VIEW_HEIGHT);
      }
      expect(points[0]?.x).toBe(0);
      expect(points[6]?.x).toBe(VIEW_WIDTH);
    });
  });

  it('draws the middle line straight across and the V shape down and up', () => {
    expect(paylinePath([1, 1, 1, 1, 1])).toBe('M 0 150 L 50 150 L 158 150 L 266 150 L 374 150 L 482 150 L 532 150');
    expect(paylinePath(PAYLINES[3] ?? [])).toBe('M 0 50 L 50 50 L 158 150 L 266 250 L 374 150 L 482 50 L 532 50');
    expect(VIEW_WIDTH).toBe(532);
    expect(cellCenter(4, 2)).toEqual({ x: 482, y: 250 });
  });

  it('marks the cells a line win covers, left to right', () => {
    expect(lineWinCells(1, 3)).toEqual([1, 4, 7]);
    expect(lineWinCells(4, 5)).toEqual([0, 4, 8, 10, 12]);
    expect(lineWinCells(21, 3)).toEqual([]);
    expect(
      [
        ...winningCells([
          { line: 1, count: 3 },
          { line: 2, count: 4 },
        ]),
      ].sort((a, b) => a - b),
    ).toEqual([0, 1, 3, 4, 6, 7, 9]);
  });

  it('finds scatters anywhere', () => {
    const window = [
      ['A', 'SCATTER', 'K'],
      ['Q', 'J', 'A'],
      ['SCATTER', 'K', 'Q'],
      ['J', 'A', 'K'],
      ['K', 'Q', 'SCATTER'],
    ];
    expect(scatterCells(window)).toEqual([1, 6, 14]);
  });

  it('gives every line its own colour', () => {
    const colours = new Set(PAYLINES.map((_, i) => lineColour(i + 1)));
    expect(colours.size).toBe(20);
  });
});

describe('reel spin columns', () => {
  it('ends on the server window and starts on the previous one', () => {
    const strip = BASE_REELS[0] ?? [];
    const stop = strip.length - 1;
    const start = windowAt(strip, 5);
    const column = spinColumn(strip, stop, start, 10);
    expect(column).toHaveLength(3 + 10 + 3);
    expect(column.slice(0, 3)).toEqual(windowAt(strip, stop));
    expect(column.slice(0, 3)).toEqual([strip[stop], strip[0], strip[1]]);
    expect(column.slice(-3)).toEqual(start);
    for (const symbol of column) expect(SYMBOLS).toContain(symbol);
  });
});

describe('slot screen', () => {
  it('opens on a window that pays nothing (no fake win before the first spin)', () => {
    const evaluation = evaluateSpin(BASE_SET, START_STOPS);
    expect(evaluation.linePay).toBe(0);
    expect(evaluation.scatterCount).toBe(0);
    expect(initialWindow().map((column) => column.length)).toEqual([3, 3, 3, 3, 3]);
  });

  it('offers coins whose 20-line stake stays inside the limits, and the game accepts them', () => {
    const coins = coinValues(1_000n, 5_000_000n);
    expect(coins[0]).toBe(50n);
    for (const coin of coins) {
      expect(coin * 20n).toBeGreaterThanOrEqual(1_000n);
      expect(coin * 20n).toBeLessThanOrEqual(5_000_000n);
      const validated = slotGame.validate({ coin: coin.toString() });
      expect(validated.ok).toBe(true);
      if (validated.ok) expect(slotGame.stakeOf(validated.choices)).toBe(coin * 20n);
    }
    expect(coinValues(1_010n, 5_000n)[0]).toBe(51n);
  });

  it('celebrates wins by multiples of the total stake', () => {
    expect(winLevel(999n, 100n)).toBeNull();
    expect(winLevel(1_000n, 100n)).toBe('big');
    expect(winLevel(2_500n, 100n)).toBe('mega');
    expect(winLevel(5_000n, 100n)).toBe('epic');
  });
});
