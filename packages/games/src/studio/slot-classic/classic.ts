import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { isRecord, MAX_STAKE_MINOR, parseMinorUnits } from '../money';

/**
 * Fortuna Fruits: a classic 3-reel, 3-row fruit slot with 5 fixed lines (the three rows and the
 * two diagonals). Stake = coin × 5. One float per reel: stop = floor(float × 32); a stop s shows
 * strip[s], strip[s + 1], strip[s + 2] (wrapping) in the top, middle and bottom rows.
 *
 * A line pays (in coins) the first rule that matches, left to right:
 * three of a kind → THREE_PAYS; otherwise CHERRY on reels 1 and 2 → 2; otherwise CHERRY on reel 1 → 1.
 *
 * RTP: a line reads one strip position per reel, and with every stop equally likely that position
 * is uniform on each strip, independently across reels, whatever the line; so the RTP (per unit
 * of the 5-coin stake) is the expected pay of one line in coins:
 * Σ_s n₁(s)n₂(s)n₃(s)·pay(s)/32³ + 2·P(C,C,¬C) + 1·P(C,¬C). With every strip holding
 * 1/2/3/5/6/7/8 of SEVEN/BAR/BELL/PLUM/ORANGE/LEMON/CHERRY this is 31,418/32,768 = 15,709/16,384
 * = 95.880127% exactly; a test re-derives it by playing all 32,768 stop combinations.
 */

export const CLASSIC_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'ORANGE', 'LEMON', 'CHERRY'] as const;
export type ClassicSymbol = (typeof CLASSIC_SYMBOLS)[number];

export const CLASSIC_ROWS = 3;
/** Lines: the row on each reel (0 top, 1 middle, 2 bottom). */
export const CLASSIC_LINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Three of a kind on a line, in coins. */
export const CLASSIC_THREE_PAYS: Readonly<Record<ClassicSymbol, number>> = {
  SEVEN: 1000,
  BAR: 200,
  BELL: 100,
  PLUM: 40,
  ORANGE: 25,
  LEMON: 10,
  CHERRY: 6,
};
export const CLASSIC_TWO_CHERRIES = 2;
export const CLASSIC_ONE_CHERRY = 1;

/** The exact RTP, 15709/16384 (a test recomputes it by enumeration). */
export const CLASSIC_RTP = { numerator: 15_709, denominator: 16_384 } as const;

export const CLASSIC_REELS: readonly (readonly ClassicSymbol[])[] = [
  [
    'PLUM',
    'ORANGE',
    'CHERRY',
    'PLUM',
    'ORANGE',
    'BELL',
    'BAR',
    'ORANGE',
    'PLUM',
    'CHERRY',
    'BELL',
    'ORANGE',
    'LEMON',
    'PLUM',
    'LEMON',
    'ORANGE',
    'CHERRY',
    'LEMON',
    'PLUM',
    'CHERRY',
    'LEMON',
    'CHERRY',
    'LEMON',
    'BELL',
    'LEMON',
    'CHERRY',
    'ORANGE',
    'CHERRY',
    'BAR',
    'LEMON',
    'CHERRY',
    'SEVEN',
  ],
  [
    'BELL',
    'ORANGE',
    'CHERRY',
    'PLUM',
    'CHERRY',
    'BAR',
    'PLUM',
    'ORANGE',
    'BELL',
    'ORANGE',
    'LEMON',
    'CHERRY',
    'LEMON',
    'CHERRY',
    'BELL',
    'CHERRY',
    'ORANGE',
    'LEMON',
    'ORANGE',
    'LEMON',
    'CHERRY',
    'LEMON',
    'CHERRY',
    'LEMON',
    'BAR',
    'PLUM',
    'SEVEN',
    'PLUM',
    'ORANGE',
    'CHERRY',
    'LEMON',
    'PLUM',
  ],
  [
    'BAR',
    'PLUM',
    'LEMON',
    'CHERRY',
    'LEMON',
    'CHERRY',
    'ORANGE',
    'CHERRY',
    'LEMON',
    'PLUM',
    'ORANGE',
    'PLUM',
    'LEMON',
    'BELL',
    'LEMON',
    'ORANGE',
    'CHERRY',
    'ORANGE',
    'CHERRY',
    'SEVEN',
    'LEMON',
    'ORANGE',
    'BELL',
    'LEMON',
    'CHERRY',
    'BELL',
    'PLUM',
    'ORANGE',
    'BAR',
    'CHERRY',
    'PLUM',
    'CHERRY',
  ],
];

/** Pay of one line in coins (0 when nothing pays), and the rule that paid. */
export function classicLinePay(a: ClassicSymbol, b: ClassicSymbol, c: ClassicSymbol): number {
  if (a === b && b === c) return CLASSIC_THREE_PAYS[a];
  if (a === 'CHERRY' && b === 'CHERRY') return CLASSIC_TWO_CHERRIES;
  if (a === 'CHERRY') return CLASSIC_ONE_CHERRY;
  return 0;
}

/** The window for these stops: window[reel] = [top, middle, bottom]. */
export function classicWindow(stops: readonly number[]): ClassicSymbol[][] {
  return CLASSIC_REELS.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] ?? 'CHERRY');
  });
}

export interface ClassicLineWin {
  /** Line number 1–5. */
  line: number;
  symbols: ClassicSymbol[];
  /** Pay in coins. */
  pay: number;
  win: string;
}

/** Line wins of a window (pays in coins). */
export function classicLineWins(
  window: readonly (readonly ClassicSymbol[])[],
): { line: number; symbols: ClassicSymbol[]; pay: number }[] {
  const wins: { line: number; symbols: ClassicSymbol[]; pay: number }[] = [];
  CLASSIC_LINES.forEach((rows, i) => {
    const symbols = rows.map((row, reel) => window[reel]?.[row] ?? 'CHERRY');
    const [a = 'CHERRY', b = 'CHERRY', c = 'CHERRY'] = symbols;
    const pay = classicLinePay(a, b, c);
    if (pay > 0) wins.push({ line: i + 1, symbols, pay });
  });
  return wins;
}

export interface ClassicChoices {
  coin: bigint;
}

export interface ClassicDetail {
  coin: string;
  lines: number;
  totalStake: string;
  stops: number[];
  window: ClassicSymbol[][];
  lineWins: ClassicLineWin[];
  totalWin: string;
}

const LINES = CLASSIC_LINES.length;
const MAX_COIN = MAX_STAKE_MINOR / BigInt(LINES);

export const classicSlotGame: StudioGame<ClassicChoices, ClassicDetail> = {
  code: 'fortuna-slot-classic',
  version: '1.0.0',
  statedRtp: CLASSIC_RTP.numerator / CLASSIC_RTP.denominator,
  paytable: {
    game: 'fortuna-slot-classic',
    name: 'Fortuna Fruits',
    layout: { reels: 3, rows: CLASSIC_ROWS, lines: LINES },
    stake: 'coin per line × 5 lines',
    symbols: CLASSIC_SYMBOLS,
    threeOfAKind: CLASSIC_THREE_PAYS,
    cherries: { reels1and2: CLASSIC_TWO_CHERRIES, reel1: CLASSIC_ONE_CHERRY },
    paysUnit: 'coin (line stake); each line pays its first matching rule: three of a kind, two cherries, one cherry',
    lines: CLASSIC_LINES,
    reelStrips: CLASSIC_REELS,
    stops: 'stop = floor(float × 32) per reel, left to right; a stop shows strip[stop..stop+2]',
    rtp: { exact: '15709/16384', value: CLASSIC_RTP.numerator / CLASSIC_RTP.denominator },
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

  play(choices: ClassicChoices, rng: Rng) {
    const stops = CLASSIC_REELS.map((strip) => rng.nextInt(strip.length));
    const window = classicWindow(stops);
    const lineWins = classicLineWins(window).map((w) => ({ ...w, win: (choices.coin * BigInt(w.pay)).toString() }));
    const payout = choices.coin * BigInt(lineWins.reduce((sum, w) => sum + w.pay, 0));
    return {
      payout,
      detail: {
        coin: choices.coin.toString(),
        lines: LINES,
        totalStake: (choices.coin * BigInt(LINES)).toString(),
        stops,
        window,
        lineWins,
        totalWin: payout.toString(),
      },
    };
  },
};
