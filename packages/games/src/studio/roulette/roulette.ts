import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { isRecord, MAX_STAKE_MINOR, parseMinorUnits } from '../money';

/**
 * Fortuna Roulette: European single-zero roulette. The winning number is pocket = floor(float × 37)
 * (Stake's formula), 0–36; the wheel order below only places it on the animated wheel.
 * Every bet pays odds:1 and covers n numbers with (odds + 1) × n = 36, so every bet returns 36/37.
 * A winning chip returns amount × (odds + 1); outside bets lose on zero (no la partage).
 */

export const POCKETS = 37;

/** Numbers clockwise from zero on a European wheel. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;

const WHEEL_INDEX: readonly number[] = (() => {
  const index = new Array<number>(POCKETS).fill(-1);
  WHEEL_ORDER.forEach((n, i) => {
    index[n] = i;
  });
  return index;
})();

export const RED_NUMBERS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] as const;
const RED = new Set<number>(RED_NUMBERS);

export type RouletteColour = 'green' | 'red' | 'black';

export function colourOf(pocket: number): RouletteColour {
  if (pocket === 0) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

export const INSIDE_BET_TYPES = ['straight', 'split', 'street', 'trio', 'corner', 'first-four', 'six-line'] as const;
export const EVEN_MONEY_BET_TYPES = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

export type InsideBetType = (typeof INSIDE_BET_TYPES)[number];
export type EvenMoneyBetType = (typeof EVEN_MONEY_BET_TYPES)[number];
export type RouletteBetType = InsideBetType | 'dozen' | 'column' | EvenMoneyBetType;

/** A bet as the player sends it and as it is stored (inside bets list their numbers, ascending). */
export type RouletteBet =
  | { type: InsideBetType; numbers: number[] }
  | { type: 'dozen'; dozen: 1 | 2 | 3 }
  | { type: 'column'; column: 1 | 2 | 3 }
  | { type: EvenMoneyBetType };

export const ODDS: Record<RouletteBetType, number> = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  'first-four': 8,
  'six-line': 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]): string => numbers.join('-');

/** Every valid inside bet, by type, keyed by its numbers ascending ('17-20'). Layout: row r holds 3r+1, 3r+2, 3r+3. */
function insideBets(): Record<InsideBetType, Map<string, number[]>> {
  const sets: Record<InsideBetType, number[][]> = {
    straight: range(0, 36).map((n) => [n]),
    split: [
      [0, 1],
      [0, 2],
      [0, 3],
      ...range(1, 35)
        .filter((n) => n % 3 !== 0)
        .map((n) => [n, n + 1]),
      ...range(1, 33).map((n) => [n, n + 3]),
    ],
    street: range(0, 11).map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]),
    trio: [
      [0, 1, 2],
      [0, 2, 3],
    ],
    corner: range(1, 32)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1, n + 3, n + 4]),
    'first-four': [[0, 1, 2, 3]],
    'six-line': range(0, 10).map((r) => range(3 * r + 1, 3 * r + 6)),
  };
  const out = {} as Record<InsideBetType, Map<string, number[]>>;
  for (const type of INSIDE_BET_TYPES) out[type] = new Map(sets[type].map((numbers) => [key(numbers), numbers]));
  return out;
}

export const VALID_INSIDE_BETS = insideBets();

const EVEN_MONEY: Record<EvenMoneyBetType, number[]> = {
  red: [...RED_NUMBERS],
  black: range(1, 36).filter((n) => !RED.has(n)),
  odd: range(1, 36).filter((n) => n % 2 === 1),
  even: range(1, 36).filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
};

/** Numbers a bet covers. */
export function coveredNumbers(bet: RouletteBet): number[] {
  switch (bet.type) {
    case 'dozen':
      return range(12 * (bet.dozen - 1) + 1, 12 * bet.dozen);
    case 'column':
      return range(1, 36).filter((n) => n % 3 === bet.column % 3);
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return EVEN_MONEY[bet.type];
    default:
      return bet.numbers;
  }
}

/** What the player sends: a list of chips; amounts in minor units (integer number or digit string). */
export interface RouletteChipInput {
  bet: RouletteBet;
  amount: number | string;
}

export interface RouletteChip {
  bet: RouletteBet;
  amount: bigint;
  odds: number;
  /** 37 flags: covers[n] is true when the chip wins on pocket n. */
  covers: readonly boolean[];
}

export interface RouletteChoices {
  chips: RouletteChip[];
}

export interface RouletteDetail {
  pocket: number;
  colour: RouletteColour;
  /** Position of the pocket on the wheel, clockwise from zero. */
  wheelIndex: number;
  chips: { bet: RouletteBet; amount: string; odds: number; win: boolean; payout: string }[];
}

export const MAX_CHIPS = 200;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[]): string | null {
  for (const k of Object.keys(value)) if (!allowed.includes(k)) return k;
  return null;
}

function parseBet(input: unknown): Parsed<RouletteBet> {
  if (!isRecord(input) || typeof input.type !== 'string') return { ok: false, message: 'a bet needs a type' };
  const type = input.type;
  if ((INSIDE_BET_TYPES as readonly string[]).includes(type)) {
    const insideType = type as InsideBetType;
    const extra = onlyKeys(input, ['type', 'numbers']);
    if (extra) return { ok: false, message: `unexpected field '${extra}' on a ${type} bet` };
    let numbers = input.numbers;
    if (numbers === undefined && insideType === 'first-four') numbers = [0, 1, 2, 3];
    if (!Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36)) {
      return { ok: false, message: `a ${type} bet needs numbers from 0 to 36` };
    }
    const sorted = [...(numbers as number[])].sort((a, b) => a - b);
    const valid = VALID_INSIDE_BETS[insideType].get(key(sorted));
    if (!valid) return { ok: false, message: `${sorted.join(', ') || 'no numbers'} is not a ${type} on the layout` };
    return { ok: true, value: { type: insideType, numbers: [...valid] } };
  }
  if (type === 'dozen' || type === 'column') {
    const extra = onlyKeys(input, ['type', type]);
    if (extra) return { ok: false, message: `unexpected field '${extra}' on a ${type} bet` };
    const which = input[type];
    if (which !== 1 && which !== 2 && which !== 3)
      return { ok: false, message: `a ${type} bet needs ${type} 1, 2 or 3` };
    return { ok: true, value: type === 'dozen' ? { type, dozen: which } : { type, column: which } };
  }
  if ((EVEN_MONEY_BET_TYPES as readonly string[]).includes(type)) {
    const extra = onlyKeys(input, ['type']);
    if (extra) return { ok: false, message: `unexpected field '${extra}' on a ${type} bet` };
    return { ok: true, value: { type: type as EvenMoneyBetType } };
  }
  return { ok: false, message: `unknown bet type '${type}'` };
}

/** The 37 win flags of each bet, computed once per bet position. */
const COVERS_CACHE = new Map<string, readonly boolean[]>();

function toChip(bet: RouletteBet, amount: bigint): RouletteChip {
  const cacheKey = JSON.stringify(bet);
  let covers = COVERS_CACHE.get(cacheKey);
  if (!covers) {
    const covered = new Set(coveredNumbers(bet));
    covers = Object.freeze(range(0, 36).map((n) => covered.has(n)));
    COVERS_CACHE.set(cacheKey, covers);
  }
  return { bet, amount, odds: ODDS[bet.type], covers };
}

export const rouletteGame: StudioGame<RouletteChoices, RouletteDetail> = {
  code: 'fortuna-roulette',
  version: '1.0.0',
  statedRtp: 36 / 37,
  paytable: {
    game: 'fortuna-roulette',
    variant: 'European, single zero',
    pocket: { formula: 'floor(float × 37)', numbers: '0–36' },
    wheelOrder: WHEEL_ORDER,
    redNumbers: RED_NUMBERS,
    layout: 'row r (0–11) holds 3r+1, 3r+2, 3r+3; column c holds the numbers n with n mod 3 = c mod 3',
    bets: [
      { type: 'straight', covers: 1, odds: 35, example: { type: 'straight', numbers: [17] } },
      { type: 'split', covers: 2, odds: 17, note: 'two numbers side by side on the layout, 0-1, 0-2 or 0-3' },
      { type: 'street', covers: 3, odds: 11, note: 'one row: 1-2-3 … 34-35-36' },
      { type: 'trio', covers: 3, odds: 11, note: '0-1-2 or 0-2-3' },
      { type: 'corner', covers: 4, odds: 8, note: 'four numbers meeting at a corner, e.g. 1-2-4-5' },
      { type: 'first-four', covers: 4, odds: 8, note: '0-1-2-3' },
      { type: 'six-line', covers: 6, odds: 5, note: 'two neighbouring rows, e.g. 1–6' },
      { type: 'dozen', covers: 12, odds: 2, note: 'dozen 1 = 1–12, 2 = 13–24, 3 = 25–36' },
      { type: 'column', covers: 12, odds: 2, note: 'column 1 = 1, 4 … 34; 2 = 2, 5 … 35; 3 = 3, 6 … 36' },
      { type: 'red', covers: 18, odds: 1 },
      { type: 'black', covers: 18, odds: 1 },
      { type: 'odd', covers: 18, odds: 1 },
      { type: 'even', covers: 18, odds: 1 },
      { type: 'low', covers: 18, odds: 1, note: '1–18' },
      { type: 'high', covers: 18, odds: 1, note: '19–36' },
    ],
    payout: 'a winning chip returns amount × (odds + 1); zero loses every outside bet',
    maxChips: MAX_CHIPS,
    rtp: { exact: '36/37', value: 36 / 37 },
  },

  validate(input) {
    if (!isRecord(input) || !Array.isArray(input.chips))
      return { ok: false, message: 'Choices must have a list of chips.' };
    const extra = onlyKeys(input, ['chips']);
    if (extra) return { ok: false, message: `Unexpected field '${extra}' in the choices.` };
    if (input.chips.length < 1 || input.chips.length > MAX_CHIPS) {
      return { ok: false, message: `Place between 1 and ${MAX_CHIPS} chips.` };
    }
    const chips: RouletteChip[] = [];
    let total = 0n;
    for (const [i, chipInput] of input.chips.entries()) {
      if (!isRecord(chipInput)) return { ok: false, message: `Chip ${i + 1}: must be an object with bet and amount.` };
      const chipExtra = onlyKeys(chipInput, ['bet', 'amount']);
      if (chipExtra) return { ok: false, message: `Chip ${i + 1}: unexpected field '${chipExtra}'.` };
      const amount = parseMinorUnits(chipInput.amount);
      if (amount === null)
        return { ok: false, message: `Chip ${i + 1}: amount must be a whole number of minor units, at least 1.` };
      const bet = parseBet(chipInput.bet);
      if (!bet.ok) return { ok: false, message: `Chip ${i + 1}: ${bet.message}.` };
      total += amount;
      chips.push(toChip(bet.value, amount));
    }
    if (total > MAX_STAKE_MINOR) return { ok: false, message: 'Total stake is too large.' };
    return { ok: true, choices: { chips } };
  },

  stakeOf(choices) {
    let total = 0n;
    for (const chip of choices.chips) total += chip.amount;
    return total;
  },

  play(choices: RouletteChoices, rng: Rng) {
    const pocket = rng.nextInt(POCKETS);
    let payout = 0n;
    const chips = choices.chips.map((chip) => {
      const win = chip.covers[pocket] === true;
      const chipPayout = win ? chip.amount * BigInt(chip.odds + 1) : 0n;
      payout += chipPayout;
      return { bet: chip.bet, amount: chip.amount.toString(), odds: chip.odds, win, payout: chipPayout.toString() };
    });
    return {
      payout,
      detail: { pocket, colour: colourOf(pocket), wheelIndex: WHEEL_INDEX[pocket] ?? -1, chips },
    };
  },
};
