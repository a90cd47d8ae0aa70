import { JACKPOT_SYMBOLS, type JackpotDetail, type JackpotSymbol } from '@fortuna/games/studio/slot-jackpot/jackpot';
import { record } from '../paytable-json';
import { coveredReels } from '../slot-common/fruit-lines';
import { lineColour } from '../slot-common/grid';
import type { ReelHighlight } from '../slot-common/Reels';
import { asWindow } from '../slot-common/window';
import { roundJackpotWin, roundPool } from './jackpot-pool';

export type { JackpotSymbol };

/** A jackpot round's detail, with the pool figures the server may add. */
export interface JackpotRound extends JackpotDetail {
  /** The jackpot paid by this round (minor units), when the server reports it. */
  jackpotWin: bigint | null;
  /** The pool after this round (minor units), when the server reports it. */
  jackpotPool: bigint | null;
}

const isSymbol = (value: unknown): value is JackpotSymbol =>
  typeof value === 'string' && (JACKPOT_SYMBOLS as readonly string[]).includes(value);

/** The round's detail as a Mega Fortune Jackpot detail, or null when it is not one. */
export function asJackpotDetail(detail: unknown): JackpotRound | null {
  const d = record(detail);
  if (!d) return null;
  const window = asWindow(d.window, isSymbol);
  if (!window) return null;
  const line = window.map((column) => column[1] ?? 'CHERRY');
  return {
    stops: Array.isArray(d.stops) ? d.stops.filter((n): n is number => typeof n === 'number') : [],
    window,
    line,
    pay: typeof d.pay === 'number' ? d.pay : 0,
    jackpotHit: d.jackpotHit === true,
    jackpotContribution: typeof d.jackpotContribution === 'string' ? d.jackpotContribution : '0',
    win: typeof d.win === 'string' ? d.win : '0',
    jackpotWin: roundJackpotWin(d),
    jackpotPool: roundPool(d),
  };
}

const MIDDLE = [1, 1, 1] as const;

/** The middle line lit over the reels it paid on (all three for the jackpot); null without a win. */
export function jackpotHighlight(round: Pick<JackpotRound, 'line' | 'pay' | 'jackpotHit'>): ReelHighlight | null {
  if (round.pay <= 0 && !round.jackpotHit) return null;
  const covered = round.jackpotHit ? 3 : coveredReels(round.line);
  return {
    winCells: MIDDLE.slice(0, covered).map((row, reel) => reel * 3 + row),
    lines: [{ key: 'middle', rows: MIDDLE, colour: round.jackpotHit ? '#ff3b5c' : lineColour(1) }],
  };
}

/** Stops shown before the first spin: JACKPOT symbols in sight, no win on the line. */
export const JACKPOT_START_STOPS = [30, 26, 18] as const;
