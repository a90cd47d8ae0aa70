import { cellIndex, cellsShowing } from '../slot-common/grid';
import type { ReelHighlight } from '../slot-common/Reels';

/** A ways win as the cells need it: the symbol and how many reels from the left it covers. */
export interface WaysWinShape {
  symbol: string;
  reels: number;
}

/** The cells a ways win lights: on its first `reels` reels, every cell showing the symbol or a WILD. */
export function waysWinCells(window: readonly (readonly string[])[], win: WaysWinShape): number[] {
  const cells: number[] = [];
  window.slice(0, win.reels).forEach((column, reel) => {
    column.forEach((symbol, row) => {
      if (symbol === win.symbol || symbol === 'WILD') cells.push(cellIndex(reel, row, column.length));
    });
  });
  return cells;
}

/**
 * The reels' highlight for a spin: its ways wins (or only `focusSymbol`'s) and, when 3 or more
 * showed, its scatters. Null when nothing won.
 */
export function waysHighlight(
  window: readonly (readonly string[])[],
  wins: readonly WaysWinShape[],
  scatterCount: number,
  focusSymbol: string | null = null,
): ReelHighlight | null {
  const shown = focusSymbol ? wins.filter((win) => win.symbol === focusSymbol) : wins;
  const scatterCells = scatterCount >= 3 && !focusSymbol ? cellsShowing(window, ['SCATTER']) : [];
  if (shown.length === 0 && scatterCells.length === 0) return null;
  return { winCells: [...new Set(shown.flatMap((win) => waysWinCells(window, win)))], scatterCells };
}

/** Free-spin counters through a round: for each spin, its free-spin number and the free spins awarded so far. */
export function freeSpinNumbers(
  spins: readonly { mode: string; scatter: { freeSpinsAwarded: number } }[],
): { index: number; awarded: number }[] {
  let awarded = 0;
  let index = 0;
  return spins.map((spin) => {
    if (spin.mode === 'free') index++;
    const shown = { index, awarded };
    awarded += spin.scatter.freeSpinsAwarded;
    return spin.mode === 'free' ? shown : { index: 0, awarded: 0 };
  });
}

/** Stops shown before the first spin: a window with no win and no scatter. */
export const WAYS_START_STOPS = [16, 31, 13, 41, 17] as const;
