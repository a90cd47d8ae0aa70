/*
 * Geometry of a reel window of any size (reels × rows), in the units of the payline overlay's SVG
 * viewBox: each symbol cell is CELL × CELL with GAP between reels. Cells are numbered
 * reel × rows + row (reel 0 left, row 0 top).
 */

export const CELL = 100;
export const GAP = 8;

export interface GridSize {
  reels: number;
  rows: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Width and height of the window in overlay units. */
export function viewSize({ reels, rows }: GridSize): { width: number; height: number } {
  return { width: reels * CELL + Math.max(0, reels - 1) * GAP, height: rows * CELL };
}

/** Index of a cell in a flat list: reel × rows + row. */
export const cellIndex = (reel: number, row: number, rows: number) => reel * rows + row;

/** The centre of a cell in overlay units. */
export function cellCenter(reel: number, row: number): Point {
  return { x: reel * (CELL + GAP) + CELL / 2, y: row * CELL + CELL / 2 };
}

/** An SVG path along a line (its row on each reel), with short lead-ins at both edges. */
export function linePath(rows: readonly number[]): string {
  const centres = rows.map((row, reel) => cellCenter(reel, row));
  const first = centres[0];
  const last = centres[centres.length - 1];
  if (!first || !last) return '';
  const width = viewSize({ reels: rows.length, rows: 1 }).width;
  return [{ x: 0, y: first.y }, ...centres, { x: width, y: last.y }]
    .map((point, i) => `${i === 0 ? 'M' : 'L'} ${point.x} ${point.y}`)
    .join(' ');
}

/** The cells of the first `count` reels of a line. */
export function lineCells(rows: readonly number[], count: number, gridRows: number): number[] {
  return rows.slice(0, count).map((row, reel) => cellIndex(reel, row, gridRows));
}

/** Cells showing one of `symbols` (window[reel] = [top, …, bottom]). */
export function cellsShowing(window: readonly (readonly string[])[], symbols: readonly string[]): number[] {
  const cells: number[] = [];
  window.forEach((column, reel) => {
    column.forEach((symbol, row) => {
      if (symbols.includes(symbol)) cells.push(cellIndex(reel, row, column.length));
    });
  });
  return cells;
}

/** A distinct colour per line number, spread round the colour wheel. */
export function lineColour(line: number): string {
  const hue = Math.round(((line - 1) * 137.508) % 360);
  return `hsl(${hue} 95% 62%)`;
}
