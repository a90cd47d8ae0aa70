import { type SlotSymbol, SYMBOLS } from '@fortuna/games/studio/slot-20/reels';
import type { SlotDetail, SlotLineWin, SlotSpin } from '@fortuna/games/studio/slot-20/slot';

export type { SlotDetail, SlotLineWin, SlotSpin };

const isSymbol = (value: unknown): value is SlotSymbol =>
  typeof value === 'string' && (SYMBOLS as readonly string[]).includes(value);

function asSpin(value: unknown): SlotSpin | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  if (!Array.isArray(s.window) || s.window.length !== 5) return null;
  const window = s.window.map((column) =>
    Array.isArray(column) && column.length === 3 && column.every(isSymbol) ? (column as SlotSymbol[]) : null,
  );
  if (window.some((column) => column === null)) return null;
  const scatter = (typeof s.scatter === 'object' && s.scatter !== null ? s.scatter : {}) as Record<string, unknown>;
  return {
    mode: s.mode === 'free' ? 'free' : 'base',
    multiplier: typeof s.multiplier === 'number' ? s.multiplier : 1,
    stops: Array.isArray(s.stops) ? s.stops.filter((n): n is number => typeof n === 'number') : [],
    window: window as SlotSymbol[][],
    lineWins: Array.isArray(s.lineWins)
      ? s.lineWins.flatMap((win) => {
          if (typeof win !== 'object' || win === null) return [];
          const w = win as Record<string, unknown>;
          if (typeof w.line !== 'number' || typeof w.count !== 'number') return [];
          return [
            {
              line: w.line,
              symbol: (isSymbol(w.symbol) && w.symbol !== 'SCATTER' ? w.symbol : 'J') as SlotLineWin['symbol'],
              count: w.count,
              pay: typeof w.pay === 'number' ? w.pay : 0,
              win: typeof w.win === 'string' ? w.win : '0',
            },
          ];
        })
      : [],
    scatter: {
      count: typeof scatter.count === 'number' ? scatter.count : 0,
      pay: typeof scatter.pay === 'number' ? scatter.pay : 0,
      win: typeof scatter.win === 'string' ? scatter.win : '0',
      freeSpinsAwarded: typeof scatter.freeSpinsAwarded === 'number' ? scatter.freeSpinsAwarded : 0,
    },
    win: typeof s.win === 'string' ? s.win : '0',
  };
}

/** The round's detail as a slot detail, or null when it is not one. */
export function asSlotDetail(detail: unknown): SlotDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Record<string, unknown>;
  if (!Array.isArray(d.spins)) return null;
  const spins = d.spins.map(asSpin);
  if (spins.length === 0 || spins.some((spin) => spin === null)) return null;
  const freeSpins = (typeof d.freeSpins === 'object' && d.freeSpins !== null ? d.freeSpins : {}) as Record<
    string,
    unknown
  >;
  return {
    coin: typeof d.coin === 'string' ? d.coin : '0',
    lines: typeof d.lines === 'number' ? d.lines : 20,
    totalStake: typeof d.totalStake === 'string' ? d.totalStake : '0',
    spins: spins as SlotSpin[],
    freeSpins: {
      awarded: typeof freeSpins.awarded === 'number' ? freeSpins.awarded : 0,
      played: typeof freeSpins.played === 'number' ? freeSpins.played : 0,
    },
    totalWin: typeof d.totalWin === 'string' ? d.totalWin : '0',
  };
}
