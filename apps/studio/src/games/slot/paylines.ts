import { BASE_REELS, PAYLINES, REELS, ROWS, type SlotSymbol } from '@fortuna/games/studio/slot-20/reels';
import { CELL, cellCenter, GAP, lineColour, type Point } from '../slot-common/grid';
import type { ReelHighlight } from '../slot-common/Reels';

/*
 * Geometry of the 5 × 3 window and its 20 paylines, in the units of the overlay's SVG viewBox:
 * each symbol cell is CELL × CELL with GAP between reels. (reels.ts is plain data, browser-safe.)
 */

export { CELL, cellCenter, GAP, lineColour, type Point } from '../slot-common/grid';
export { PAYLINES, REELS, ROWS };

export const VIEW_WIDTH = REELS * CELL + (REELS - 1) * GAP;
export const VIEW_HEIGHT = ROWS * CELL;

/** The line's points: one per reel at the centre of its row, plus short lead-ins at both edges. */
export function paylinePoints(rows: readonly number[]): Point[] {
  const centres = rows.map((row, reel) => cellCenter(reel, row));
  const first = centres[0];
  const last = centres[centres.length - 1];
  if (!first || !last) return [];
  return [{ x: 0, y: first.y }, ...centres, { x: VIEW_WIDTH, y: last.y }];
}

/** An SVG path through the line's points ("M 0 150 L 50 150 …"). */
export function paylinePath(rows: readonly number[]): string {
  return paylinePoints(rows)
    .map((point, i) => `${i === 0 ? 'M' : 'L'} ${point.x} ${point.y}`)
    .join(' ');
}

/** Line number (1–20) → its rows; null when there is no such line. */
export function paylineRows(line: number): readonly number[] | null {
  return PAYLINES[line - 1] ?? null;
}

/** Index of a cell in a flat 15-cell list: reel × 3 + row. */
export const cellIndex = (reel: number, row: number) => reel * ROWS + row;

/** The cells a line win covers: the first `count` reels of the line, left to right. */
export function lineWinCells(line: number, count: number): number[] {
  const rows = paylineRows(line);
  if (!rows) return [];
  return rows.slice(0, count).map((row, reel) => cellIndex(reel, row));
}

/** Every cell taking part in a spin's line wins. */
export function winningCells(lineWins: readonly { line: number; count: number }[]): Set<number> {
  const cells = new Set<number>();
  for (const win of lineWins) for (const cell of lineWinCells(win.line, win.count)) cells.add(cell);
  return cells;
}

/** Cells showing a SCATTER (window[reel] = [top, middle, bottom]). */
export function scatterCells(window: readonly (readonly string[])[]): number[] {
  const cells: number[] = [];
  window.forEach((column, reel) => {
    column.forEach((symbol, row) => {
      if (symbol === 'SCATTER') cells.push(cellIndex(reel, row));
    });
  });
  return cells;
}

/**
 * The symbols a reel shows while it spins down onto `stop`: the final window on top, then the
 * strip's following symbols, and the window it started from at the bottom (where the spin begins).
 * The list is top to bottom; the reel animates from its end (start window) to its start (final window).
 */
export function spinColumn(
  strip: readonly SlotSymbol[],
  stop: number,
  startWindow: readonly SlotSymbol[],
  filler: number,
): SlotSymbol[] {
  const length = strip.length;
  const column: SlotSymbol[] = [];
  if (length === 0) return [...startWindow];
  for (let i = 0; i < ROWS + filler; i++) column.push(strip[(((stop + i) % length) + length) % length] ?? 'J');
  column.push(...startWindow);
  return column;
}

/** The window a stop shows on a strip: strip[stop], strip[stop + 1], strip[stop + 2] (wrapping). */
export function windowAt(strip: readonly SlotSymbol[], stop: number): SlotSymbol[] {
  const length = strip.length;
  return [0, 1, 2].map((row) => strip[(stop + row) % length] ?? 'J');
}

/** Base-game stops shown before the first spin: a rich window with no line win and no scatter. */
export const START_STOPS = [5, 12, 27, 9, 8] as const;

export function initialWindow(): SlotSymbol[][] {
  return BASE_REELS.map((strip, reel) => windowAt(strip, START_STOPS[reel] ?? 0));
}

/** The reels' highlight for a spin's line wins and scatters; `focusLine` shows one line on its own. */
export function lineHighlight(
  lines: readonly { line: number; count: number }[],
  scatters: readonly number[],
  focusLine: number | null = null,
): ReelHighlight {
  const shown = focusLine ? lines.filter((line) => line.line === focusLine) : lines;
  return {
    winCells: [...winningCells(shown)],
    scatterCells: scatters,
    lines: shown.flatMap(({ line }) => {
      const rows = paylineRows(line);
      return rows ? [{ key: line, rows, colour: lineColour(line) }] : [];
    }),
  };
}
