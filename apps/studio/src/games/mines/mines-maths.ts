import { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplierText, minesPayout } from '@fortuna/games/studio/mines/mines';
import type { MinesView } from './detail';

/*
 * The mines numbers the player sees, from the game's own pure functions: multiplier after k safe
 * tiles = 0.99 × C(25, k) / C(25 − m, k), cash-out = floor(stake × multiplier).
 */

export { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplierText, minesPayout };

export type TileState = 'hidden' | 'gem' | 'mine-hit' | 'mine' | 'gem-dim' | 'mine-dim';

/**
 * What each of the 25 tiles shows: revealed gems, the mine that was hit; once the round is over
 * every mine (bright after a bust, dimmed after a cash-out) and the gems left, dimmed.
 */
export function tileStates(view: MinesView | null): TileState[] {
  return Array.from({ length: MINES_TILES }, (_, tile): TileState => {
    if (!view) return 'hidden';
    if (view.hitMine === tile) return 'mine-hit';
    if (view.revealed.includes(tile)) return 'gem';
    if (view.status === 'playing' || view.minePositions.length === 0) return 'hidden';
    if (view.minePositions.includes(tile)) return view.status === 'busted' ? 'mine' : 'mine-dim';
    return 'gem-dim';
  });
}

/** The safe tiles of a board with `mines` mines. */
export const safeTiles = (mines: number) => MINES_TILES - mines;

/** Chance (0–1) that the next tile is a gem after `found` gems. */
export function nextSafeChance(mines: number, found: number): number {
  const left = MINES_TILES - found;
  return left <= 0 ? 0 : Math.max(0, safeTiles(mines) - found) / left;
}

/** Multiplier text after `found` gems, or null when there are not that many gems. */
export function multiplierAfter(mines: number, found: number): string | null {
  if (found < 0 || found > safeTiles(mines)) return null;
  return minesMultiplierText(mines, found);
}

/** The paytable's grid: for each number of gems found (rows) the multiplier with each mine count (columns). */
export function multiplierTable(mineCounts: readonly number[], maxFound: number): (string | null)[][] {
  return Array.from({ length: maxFound }, (_, i) => mineCounts.map((mines) => multiplierAfter(mines, i + 1)));
}

/** "1.0312" → "1.03": the multiplier with two decimals, rounded down like the text it comes from. */
export function shortMultiplier(text: string): string {
  const match = /^(\d+)\.(\d{2})/.exec(text);
  return match ? `${match[1]}.${match[2]}` : text;
}

/** The start choices the server expects. */
export function minesChoices(stake: bigint, mines: number) {
  return { stake: stake.toString(), mines };
}

/** Keeps a mine count inside 1–24. */
export function clampMines(mines: number): number {
  return Math.min(MINES_MAX, Math.max(MINES_MIN, Math.round(Number.isFinite(mines) ? mines : MINES_MIN)));
}
