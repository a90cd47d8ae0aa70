import {
  WAYS_PAYING_SYMBOLS,
  WAYS_SYMBOLS,
  type WaysPayingSymbol,
  type WaysSymbol,
} from '@fortuna/games/studio/slot-243/reels';
import type { WaysDetail, WaysSpin, WaysWin } from '@fortuna/games/studio/slot-243/ways';
import { record } from '../paytable-json';

export type { WaysDetail, WaysSpin, WaysSymbol, WaysWin };

const isSymbol = (value: unknown): value is WaysSymbol =>
  typeof value === 'string' && (WAYS_SYMBOLS as readonly string[]).includes(value);
const isPaying = (value: unknown): value is WaysPayingSymbol =>
  typeof value === 'string' && (WAYS_PAYING_SYMBOLS as readonly string[]).includes(value);
const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const text = (value: unknown) => (typeof value === 'string' ? value : '0');

function asWin(value: unknown): (WaysWin & { win: string }) | null {
  const w = record(value);
  if (!w || !isPaying(w.symbol) || typeof w.reels !== 'number') return null;
  return {
    symbol: w.symbol,
    reels: w.reels,
    ways: num(w.ways, 1),
    pay: num(w.pay),
    coins: num(w.coins),
    win: text(w.win),
  };
}

function asSpin(value: unknown): WaysSpin | null {
  const s = record(value);
  if (!s || !Array.isArray(s.window) || s.window.length !== 5) return null;
  const window = s.window.map((column) =>
    Array.isArray(column) && column.length === 3 && column.every(isSymbol) ? (column as WaysSymbol[]) : null,
  );
  if (window.some((column) => column === null)) return null;
  const scatter = record(s.scatter) ?? {};
  return {
    mode: s.mode === 'free' ? 'free' : 'base',
    multiplier: num(s.multiplier, 1),
    stops: Array.isArray(s.stops) ? s.stops.filter((n): n is number => typeof n === 'number') : [],
    window: window as WaysSymbol[][],
    wins: Array.isArray(s.wins) ? s.wins.map(asWin).filter((w) => w !== null) : [],
    scatter: {
      count: num(scatter.count),
      pay: num(scatter.pay),
      win: text(scatter.win),
      freeSpinsAwarded: num(scatter.freeSpinsAwarded),
    },
    win: text(s.win),
  };
}

/** The round's detail as a Dragon Ways detail, or null when it is not one. */
export function asWaysDetail(detail: unknown): WaysDetail | null {
  const d = record(detail);
  if (!d || !Array.isArray(d.spins)) return null;
  const spins = d.spins.map(asSpin);
  if (spins.length === 0 || spins.some((spin) => spin === null)) return null;
  const free = record(d.freeSpins) ?? {};
  return {
    coin: text(d.coin),
    totalStake: text(d.totalStake),
    spins: spins as WaysSpin[],
    freeSpins: { awarded: num(free.awarded), played: num(free.played) },
    totalWin: text(d.totalWin),
  };
}
