import {
  SCRATCH_CELLS,
  SCRATCH_SYMBOLS,
  type ScratchDetail,
  type ScratchSymbol,
} from '@fortuna/games/studio/scratch/scratch';

export type { ScratchDetail, ScratchSymbol };
export { SCRATCH_CELLS, SCRATCH_SYMBOLS };

const isSymbol = (value: unknown): value is ScratchSymbol =>
  typeof value === 'string' && (SCRATCH_SYMBOLS as readonly string[]).includes(value);

/** The round's detail as a scratch card, or null when it is not one (9 known symbols). */
export function asScratchDetail(detail: unknown): ScratchDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Record<string, unknown>;
  if (!Array.isArray(d.cells) || d.cells.length !== SCRATCH_CELLS || !d.cells.every(isSymbol)) return null;
  const cells = d.cells as ScratchSymbol[];
  const symbol = isSymbol(d.symbol) ? d.symbol : null;
  const winningCells = Array.isArray(d.winningCells)
    ? d.winningCells.filter(
        (cell): cell is number =>
          typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < SCRATCH_CELLS,
      )
    : [];
  return {
    cells,
    symbol,
    prize: typeof d.prize === 'number' && d.prize >= 0 ? d.prize : 0,
    winningCells: symbol ? winningCells.filter((cell) => cells[cell] === symbol) : [],
  };
}

/** Whether every winning cell is among the uncovered ones (a ticket without a win: every cell). */
export function resultUncovered(detail: ScratchDetail, uncovered: ReadonlySet<number>): boolean {
  const needed = detail.winningCells.length > 0 ? detail.winningCells : detail.cells.map((_, i) => i);
  return needed.every((cell) => uncovered.has(cell));
}

/** Share of a cell's foil that must be scratched off before the cell counts as uncovered. */
export const UNCOVER_THRESHOLD = 0.5;

/**
 * Share of foil cleared in one cell from its pixels' alpha values (RGBA bytes, every 4th is
 * alpha): a pixel is cleared when its alpha is below a quarter.
 */
export function clearedShare(rgba: Uint8ClampedArray, step = 4): number {
  let sampled = 0;
  let cleared = 0;
  for (let i = 3; i < rgba.length; i += 4 * step) {
    sampled++;
    if ((rgba[i] ?? 255) < 64) cleared++;
  }
  return sampled === 0 ? 0 : cleared / sampled;
}
