import {
  CLASSIC_SYMBOLS,
  type ClassicDetail,
  type ClassicLineWin,
  type ClassicSymbol,
} from '@fortuna/games/studio/slot-classic/classic';
import { record } from '../paytable-json';
import { asWindow } from '../slot-common/window';

export type { ClassicDetail, ClassicLineWin, ClassicSymbol };

const isSymbol = (value: unknown): value is ClassicSymbol =>
  typeof value === 'string' && (CLASSIC_SYMBOLS as readonly string[]).includes(value);

const text = (value: unknown, fallback = '0') => (typeof value === 'string' ? value : fallback);
const numbers = (value: unknown) =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];

function asLineWin(value: unknown): ClassicLineWin | null {
  const win = record(value);
  if (!win || typeof win.line !== 'number' || !Array.isArray(win.symbols) || !win.symbols.every(isSymbol)) return null;
  return { line: win.line, symbols: win.symbols, pay: typeof win.pay === 'number' ? win.pay : 0, win: text(win.win) };
}

/** The round's detail as a Fruit Classic detail, or null when it is not one. */
export function asClassicDetail(detail: unknown): ClassicDetail | null {
  const d = record(detail);
  if (!d) return null;
  const window = asWindow(d.window, isSymbol);
  if (!window) return null;
  return {
    coin: text(d.coin),
    lines: typeof d.lines === 'number' ? d.lines : 5,
    totalStake: text(d.totalStake),
    stops: numbers(d.stops),
    window,
    lineWins: Array.isArray(d.lineWins) ? d.lineWins.map(asLineWin).filter((w) => w !== null) : [],
    totalWin: text(d.totalWin),
  };
}
