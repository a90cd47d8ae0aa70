import { CLASSIC_LINES } from '@fortuna/games/studio/slot-classic/classic';
import { coveredReels } from '../slot-common/fruit-lines';
import { cellIndex, lineColour } from '../slot-common/grid';
import type { ReelHighlight } from '../slot-common/Reels';

export { CLASSIC_LINES, coveredReels };

/** The cells of a line win (reel × 3 + row). */
export function classicWinCells(win: { line: number; symbols: readonly string[] }): number[] {
  const rows = CLASSIC_LINES[win.line - 1];
  if (!rows) return [];
  return rows.slice(0, coveredReels(win.symbols)).map((row, reel) => cellIndex(reel, row, 3));
}

/** The reels' highlight for these line wins; `focusLine` shows one line on its own. */
export function classicHighlight(
  wins: readonly { line: number; symbols: readonly string[] }[],
  focusLine: number | null = null,
): ReelHighlight | null {
  const shown = focusLine ? wins.filter((win) => win.line === focusLine) : wins;
  if (shown.length === 0) return null;
  return {
    winCells: [...new Set(shown.flatMap(classicWinCells))],
    lines: shown.flatMap((win) => {
      const rows = CLASSIC_LINES[win.line - 1];
      return rows ? [{ key: win.line, rows, colour: lineColour(win.line) }] : [];
    }),
  };
}

/** Stops shown before the first spin: a window with no line win. */
export const CLASSIC_START_STOPS = [5, 0, 9] as const;
