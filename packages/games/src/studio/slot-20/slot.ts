import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { isRecord, MAX_STAKE_MINOR, parseMinorUnits } from '../money';
import {
  BASE_REELS,
  FREE_SPIN_MULTIPLIER,
  FREE_SPIN_REELS,
  FREE_SPINS_AWARD,
  FREE_SPINS_CAP,
  LINE_PAYS,
  LINES,
  PAYLINES,
  type PayingSymbol,
  REELS,
  ROWS,
  SCATTER_PAYS,
  type SlotSymbol,
  SYMBOLS,
} from './reels';

/**
 * Fortuna 20: a 5×3 video slot with 20 fixed lines. The player stakes a coin per line; the total
 * stake is 20 coins. One float per reel: stop = floor(float × strip length), reels left to right.
 * Line wins pay LINE_PAYS × coin left to right from reel 1; scatters pay anywhere
 * SCATTER_PAYS × total stake; 3+ scatters award 10 free spins (retriggerable, at most 50 in a
 * round) played on their own strips with every win ×2. All free spins are played inside the same
 * round, so a round is one atomic, replayable record. Pays are whole multiples of the coin, so no
 * rounding ever happens.
 */

const SCATTER = 1;
const SYMBOL_COUNT = SYMBOLS.length;
const SYMBOL_INDEX = new Map<SlotSymbol, number>(SYMBOLS.map((symbol, i) => [symbol, i]));

export interface LineResult {
  /** The symbol the line pays for (WILD when the wilds' own pay is the higher). */
  symbol: PayingSymbol;
  count: 3 | 4 | 5;
  /** Pay in multiples of the coin. */
  pay: number;
}

/**
 * The rule for one line, left to right: a leading run of WILDs pays as WILD; the first other
 * symbol (if not SCATTER) pays for its run with WILDs substituting; the line pays the higher of the
 * two (WILD on a tie). Null when nothing pays.
 */
export function evaluateLine(symbols: readonly SlotSymbol[]): LineResult | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds++;
  let best: LineResult | null = null;
  if (wilds >= 3) {
    const count = Math.min(wilds, 5) as 3 | 4 | 5;
    best = { symbol: 'WILD', count, pay: LINE_PAYS.WILD[count] };
  }
  const first = symbols[wilds];
  if (first !== undefined && first !== 'SCATTER') {
    let run = wilds;
    while (run < symbols.length && (symbols[run] === first || symbols[run] === 'WILD')) run++;
    if (run >= 3) {
      const count = Math.min(run, 5) as 3 | 4 | 5;
      const pay = LINE_PAYS[first][count];
      if (best === null || pay > best.pay) best = { symbol: first, count, pay };
    }
  }
  return best;
}

/**
 * Every 5-symbol line, evaluated once by {@link evaluateLine}: index Σ symbol[r] × 10^(4 − r).
 * Spins and the exact-RTP enumeration both read this table.
 */
export const LINE_TABLE = (() => {
  const size = SYMBOL_COUNT ** REELS;
  const pay = new Uint16Array(size);
  const symbol = new Uint8Array(size);
  const count = new Uint8Array(size);
  const line: SlotSymbol[] = new Array<SlotSymbol>(REELS).fill('J');
  for (let index = 0; index < size; index++) {
    let rest = index;
    for (let reel = REELS - 1; reel >= 0; reel--) {
      line[reel] = SYMBOLS[rest % SYMBOL_COUNT] ?? 'J';
      rest = Math.floor(rest / SYMBOL_COUNT);
    }
    const result = evaluateLine(line);
    if (result) {
      pay[index] = result.pay;
      symbol[index] = SYMBOL_INDEX.get(result.symbol) ?? 0;
      count[index] = result.count;
    }
  }
  return { pay, symbol, count };
})();

/** A set of strips with every stop's window column precomputed. */
export interface ReelSet {
  name: 'base' | 'free';
  strips: readonly (readonly SlotSymbol[])[];
  lengths: readonly number[];
  /** columns[reel][stop × 3 + row]: symbol index shown in that row for that stop. */
  columns: readonly Uint8Array[];
  /** scatters[reel][stop]: SCATTERs in that reel's window column. */
  scatters: readonly Uint8Array[];
}

export function reelSet(name: ReelSet['name'], strips: readonly (readonly SlotSymbol[])[]): ReelSet {
  const columns: Uint8Array[] = [];
  const scatters: Uint8Array[] = [];
  for (const strip of strips) {
    const length = strip.length;
    const column = new Uint8Array(length * ROWS);
    const scatter = new Uint8Array(length);
    for (let stop = 0; stop < length; stop++) {
      for (let row = 0; row < ROWS; row++) {
        const symbol = SYMBOL_INDEX.get(strip[(stop + row) % length] ?? 'J') ?? 0;
        column[stop * ROWS + row] = symbol;
        if (symbol === SCATTER) scatter[stop] = (scatter[stop] ?? 0) + 1;
      }
    }
    columns.push(column);
    scatters.push(scatter);
  }
  return { name, strips, lengths: strips.map((strip) => strip.length), columns, scatters };
}

export const BASE_SET = reelSet('base', BASE_REELS);
export const FREE_SPIN_SET = reelSet('free', FREE_SPIN_REELS);

const LINE_OFFSETS = PAYLINES.map((rows) => rows.map((row, reel) => reel * ROWS + row));
const PLACE = [10_000, 1_000, 100, 10, 1] as const;

export interface SpinEvaluation {
  /** Symbol indexes, reel-major: window[reel × 3 + row]. */
  window: Uint8Array;
  /** Paying lines: line number (1–20), table index of the line's symbols. */
  lineHits: { line: number; index: number }[];
  /** Sum of line pays in coins. */
  linePay: number;
  scatterCount: number;
}

/** The window for these stops, its paying lines and its scatters (multipliers not applied). */
export function evaluateSpin(set: ReelSet, stops: readonly number[]): SpinEvaluation {
  const window = new Uint8Array(REELS * ROWS);
  let scatterCount = 0;
  for (let reel = 0; reel < REELS; reel++) {
    const stop = stops[reel] ?? 0;
    const column = set.columns[reel];
    if (column === undefined) continue;
    const base = stop * ROWS;
    window[reel * ROWS] = column[base] ?? 0;
    window[reel * ROWS + 1] = column[base + 1] ?? 0;
    window[reel * ROWS + 2] = column[base + 2] ?? 0;
    scatterCount += set.scatters[reel]?.[stop] ?? 0;
  }
  const lineHits: { line: number; index: number }[] = [];
  let linePay = 0;
  for (let line = 0; line < LINE_OFFSETS.length; line++) {
    const offsets = LINE_OFFSETS[line] ?? [];
    let index = 0;
    for (let reel = 0; reel < REELS; reel++) index += (window[offsets[reel] ?? 0] ?? 0) * (PLACE[reel] ?? 0);
    const pay = LINE_TABLE.pay[index] ?? 0;
    if (pay > 0) {
      linePay += pay;
      lineHits.push({ line: line + 1, index });
    }
  }
  return { window, lineHits, linePay, scatterCount };
}

/** Scatter pay in multiples of the total stake for a scatter count (0 below 3). */
export function scatterPay(count: number): number {
  if (count >= 5) return SCATTER_PAYS[5];
  if (count === 4) return SCATTER_PAYS[4];
  if (count === 3) return SCATTER_PAYS[3];
  return 0;
}

export interface SlotChoicesInput {
  /** Stake per line in minor units (integer number or digit string); total stake = 20 × coin. */
  coin: number | string;
}

export interface SlotChoices {
  coin: bigint;
}

export interface SlotLineWin {
  line: number;
  symbol: PayingSymbol;
  count: number;
  /** Multiple of the coin, before the free-spin multiplier. */
  pay: number;
  win: string;
}

export interface SlotSpin {
  mode: 'base' | 'free';
  /** Win multiplier for this spin: 1 in the base game, 2 in free spins. */
  multiplier: number;
  stops: number[];
  /** window[reel] = [top, middle, bottom]. */
  window: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatter: { count: number; pay: number; win: string; freeSpinsAwarded: number };
  win: string;
}

export interface SlotDetail {
  coin: string;
  lines: number;
  totalStake: string;
  spins: SlotSpin[];
  freeSpins: { awarded: number; played: number };
  totalWin: string;
}

const symbolAt = (index: number): SlotSymbol => SYMBOLS[index] ?? 'J';

function playSpin(set: ReelSet, coin: bigint, totalStake: bigint, rng: Rng): { spin: SlotSpin; payout: bigint } {
  const stops = set.lengths.map((length) => rng.nextInt(length));
  const evaluation = evaluateSpin(set, stops);
  const multiplier = set.name === 'free' ? FREE_SPIN_MULTIPLIER : 1;
  const factor = BigInt(multiplier);
  const lineWins = evaluation.lineHits.map(({ line, index }) => {
    const pay = LINE_TABLE.pay[index] ?? 0;
    return {
      line,
      symbol: symbolAt(LINE_TABLE.symbol[index] ?? 0) as PayingSymbol,
      count: LINE_TABLE.count[index] ?? 0,
      pay,
      win: (coin * BigInt(pay) * factor).toString(),
    };
  });
  const scatterMultiple = scatterPay(evaluation.scatterCount);
  const scatterWin = totalStake * BigInt(scatterMultiple) * factor;
  const payout = coin * BigInt(evaluation.linePay) * factor + scatterWin;
  const window: SlotSymbol[][] = [];
  for (let reel = 0; reel < REELS; reel++) {
    window.push([
      symbolAt(evaluation.window[reel * ROWS] ?? 0),
      symbolAt(evaluation.window[reel * ROWS + 1] ?? 0),
      symbolAt(evaluation.window[reel * ROWS + 2] ?? 0),
    ]);
  }
  return {
    payout,
    spin: {
      mode: set.name,
      multiplier,
      stops,
      window,
      lineWins,
      scatter: {
        count: evaluation.scatterCount,
        pay: scatterMultiple,
        win: scatterWin.toString(),
        freeSpinsAwarded: 0,
      },
      win: payout.toString(),
    },
  };
}

/** Whether a spin with this many scatters awards free spins. */
export const triggersFreeSpins = (scatterCount: number): boolean => scatterCount >= 3;

const MAX_COIN = MAX_STAKE_MINOR / BigInt(LINES);

/** Hard-coded from the exact computation in exact-rtp.ts (a test recomputes and compares them). */
export const SLOT_RTP = {
  total: 0.9624,
  baseLines: 0.6484,
  baseScatters: 0.0337,
  freeSpins: 0.2803,
} as const;

export const slotGame: StudioGame<SlotChoices, SlotDetail> = {
  code: 'fortuna-slot-20',
  version: '1.0.0',
  statedRtp: SLOT_RTP.total,
  paytable: {
    game: 'fortuna-slot-20',
    name: 'Fortuna 20',
    layout: { reels: REELS, rows: ROWS, lines: LINES },
    stake: 'coin per line × 20 lines',
    symbols: SYMBOLS,
    linePays: LINE_PAYS,
    linePaysUnit: 'coin (line stake)',
    wild: 'WILD substitutes for every symbol except SCATTER and pays its own line; each line pays its highest win',
    lineRule: 'lines pay left to right from the leftmost reel, 3 to 5 of a kind',
    scatterPays: SCATTER_PAYS,
    scatterPaysUnit: 'total stake, scatters anywhere',
    freeSpins: {
      trigger: '3 or more SCATTERs',
      award: FREE_SPINS_AWARD,
      retrigger: `3 or more SCATTERs during free spins add ${FREE_SPINS_AWARD} more`,
      maxPerRound: FREE_SPINS_CAP,
      multiplier: FREE_SPIN_MULTIPLIER,
      reels: 'free-spin strips (more WILDs)',
    },
    paylines: PAYLINES,
    reelStrips: { base: BASE_REELS, freeSpins: FREE_SPIN_REELS },
    stops: 'stop = floor(float × strip length) per reel, left to right; a stop shows strip[stop..stop+2]',
    rtp: SLOT_RTP,
  },

  validate(input) {
    if (!isRecord(input)) return { ok: false, message: 'Choices must be an object with a coin (stake per line).' };
    for (const key of Object.keys(input)) {
      if (key !== 'coin') return { ok: false, message: `Unexpected field '${key}' in the choices.` };
    }
    const coin = parseMinorUnits(input.coin);
    if (coin === null || coin > MAX_COIN) {
      return { ok: false, message: 'Coin (stake per line) must be a whole number of minor units, at least 1.' };
    }
    return { ok: true, choices: { coin } };
  },

  stakeOf(choices) {
    return choices.coin * BigInt(LINES);
  },

  play(choices: SlotChoices, rng: Rng) {
    const coin = choices.coin;
    const totalStake = coin * BigInt(LINES);
    const spins: SlotSpin[] = [];
    const base = playSpin(BASE_SET, coin, totalStake, rng);
    spins.push(base.spin);
    let payout = base.payout;
    let awarded = 0;
    if (triggersFreeSpins(base.spin.scatter.count)) {
      awarded = FREE_SPINS_AWARD;
      base.spin.scatter.freeSpinsAwarded = FREE_SPINS_AWARD;
    }
    let played = 0;
    while (played < awarded) {
      const free = playSpin(FREE_SPIN_SET, coin, totalStake, rng);
      played++;
      if (triggersFreeSpins(free.spin.scatter.count)) {
        const extra = Math.min(FREE_SPINS_AWARD, FREE_SPINS_CAP - awarded);
        awarded += extra;
        free.spin.scatter.freeSpinsAwarded = extra;
      }
      spins.push(free.spin);
      payout += free.payout;
    }
    return {
      payout,
      detail: {
        coin: coin.toString(),
        lines: LINES,
        totalStake: totalStake.toString(),
        spins,
        freeSpins: { awarded, played },
        totalWin: payout.toString(),
      },
    };
  },
};
