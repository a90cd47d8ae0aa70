import { MINES_MAX, MINES_MIN, MINES_TILES } from '@fortuna/games/studio/mines/mines';

/** What the player sees of a mines round (the layout only once it is over). */
export interface MinesView {
  mines: number;
  /** Safe tiles revealed, in order. */
  revealed: number[];
  status: 'playing' | 'busted' | 'cashed';
  hitMine: number | null;
  /** [] while playing. */
  minePositions: number[];
  /** Current multiplier, 4 decimals ('0.0000' busted). */
  multiplier: string;
  /** After one more safe tile; null when the round is over. */
  nextMultiplier: string | null;
  win: boolean;
}

const isTile = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < MINES_TILES;

function tileList(value: unknown): number[] | null {
  if (!Array.isArray(value) || !value.every(isTile)) return null;
  return new Set(value).size === value.length ? [...value] : null;
}

/**
 * The round's detail as a mines view, or null when it is not one. Accepts the running view and the
 * finished round's detail (which has no next multiplier).
 */
export function asMinesView(detail: unknown): MinesView | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Record<string, unknown>;
  const mines = d.mines;
  if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) return null;
  if (d.status !== 'playing' && d.status !== 'busted' && d.status !== 'cashed') return null;
  const revealed = tileList(d.revealed);
  const minePositions = tileList(d.minePositions ?? []);
  if (!revealed || !minePositions || revealed.length > MINES_TILES - mines) return null;
  if (minePositions.length !== 0 && minePositions.length !== mines) return null;
  if (revealed.some((tile) => minePositions.includes(tile))) return null;
  const hitMine = d.hitMine === null || d.hitMine === undefined ? null : isTile(d.hitMine) ? d.hitMine : undefined;
  if (hitMine === undefined) return null;
  if (d.status === 'busted' && hitMine === null) return null;
  return {
    mines,
    revealed,
    status: d.status,
    hitMine,
    minePositions,
    multiplier: typeof d.multiplier === 'string' ? d.multiplier : '0.0000',
    nextMultiplier: d.status === 'playing' && typeof d.nextMultiplier === 'string' ? d.nextMultiplier : null,
    win: d.win === true,
  };
}
