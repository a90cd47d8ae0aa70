import type { Rng } from '../../fairness/floats';
import type { PrizeNumbers, TicketOutcome } from '../settle';
import {
  allK3Rolls,
  drawK3Result,
  K3_ANY_TRIPLE_ODDS,
  K3_PAIR_ODDS,
  K3_PAIRS,
  K3_SIDE_ODDS,
  K3_SIDES,
  K3_SUM_ODDS,
  K3_TRIPLE_ODDS,
  K3_TRIPLES,
  k3PairWins,
  k3SideWins,
  k3Sum,
  k3TripleWins,
} from './k3';
import {
  drawKenoResult,
  isKenoBall,
  KENO_DRAWN,
  KENO_MAX_SPOTS,
  KENO_PAY_TABLE,
  KENO_SUM_ODDS_HUNDREDTHS,
  KENO_SUM_SIDES,
  kenoSideRtp,
  kenoSideWins,
  kenoSpotRtp,
} from './keno';
import {
  drawSscResult,
  SSC_DIGIT_CHOICES,
  SSC_DIGIT_ODDS,
  SSC_SIDE_ODDS,
  SSC_SIDES,
  sscDigitWins,
  sscSideWins,
} from './ssc';

/**
 * The fast formats drawn by us besides the North format: their bet types, ticket rules, the pay table a
 * ticket keeps, settlement and the stated RTP of each bet type (docs/lottery.md "Keno", "K3").
 */
export const FAST_FORMATS = ['keno', 'k3', 'ssc'] as const;
export type FastFormat = (typeof FAST_FORMATS)[number];

export const FORMAT_BET_TYPES = {
  keno: ['keno', 'keno_sum'],
  k3: ['k3_sum', 'k3_side', 'k3_triple', 'k3_pair'],
  ssc: ['ssc_digit', 'ssc_side'],
} as const satisfies Record<FastFormat, readonly string[]>;
export type KenoBetType = (typeof FORMAT_BET_TYPES.keno)[number];
export type K3BetType = (typeof FORMAT_BET_TYPES.k3)[number];
export type SscBetType = (typeof FORMAT_BET_TYPES.ssc)[number];
export type FormatBetType = KenoBetType | K3BetType | SscBetType;

/** Floats a format's draw takes from the draw's seed (the verify page recomputes exactly these). */
export const FORMAT_FLOATS: Readonly<Record<FastFormat, number>> = { keno: KENO_DRAWN, k3: 3, ssc: 5 };

export function drawFormatResult(format: FastFormat, rng: Rng): Record<string, string[]> {
  if (format === 'keno') return drawKenoResult(rng);
  return format === 'k3' ? drawK3Result(rng) : drawSscResult(rng);
}

export function isFormatBetType(value: unknown, format?: FastFormat): value is FormatBetType {
  const formats = format ? [format] : FAST_FORMATS;
  return formats.some((each) => (FORMAT_BET_TYPES[each] as readonly unknown[]).includes(value));
}

/** The lines each one-line-per-number bet type takes (keno spots are checked apart). */
const LINE_CHOICES: Readonly<Record<Exclude<FormatBetType, 'keno'>, readonly string[]>> = {
  keno_sum: KENO_SUM_SIDES,
  k3_sum: Object.keys(K3_SUM_ODDS),
  k3_side: K3_SIDES,
  k3_triple: ['any', ...K3_TRIPLES],
  k3_pair: K3_PAIRS,
  ssc_digit: SSC_DIGIT_CHOICES,
  ssc_side: SSC_SIDES,
};

/**
 * A format's pay table as a merchant may set it (docs/lottery.md "Pay tables per merchant", ADR 0042), in
 * hundredths of the stake, one entry per key: Keno `keno:<spots>:<hits>` and `keno_sum`; K3 `k3_sum:<sum>`,
 * `k3_side`, `k3_triple:any`, `k3_triple` (a specific triple), `k3_pair`; SSC `ssc_digit`, `ssc_side`.
 */
export type FormatPayTable = Readonly<Record<string, number>>;

const kenoKey = (spots: number | string, hits: number | string) => `keno:${spots}:${hits}`;

/** The key of a format's pay table a choice of a (non-Keno-spot) bet type is paid by. */
function payKeyOf(betType: Exclude<FormatBetType, 'keno'>, line: string): string {
  if (betType === 'k3_sum') return `k3_sum:${line}`;
  if (betType === 'k3_triple' && line === 'any') return 'k3_triple:any';
  return betType;
}

/** The tables in code: every merchant's until it sets its own. */
const DEFAULT_PAY_TABLES: Readonly<Record<FastFormat, FormatPayTable>> = {
  keno: {
    ...Object.fromEntries(
      Object.entries(KENO_PAY_TABLE).flatMap(([spots, table]) =>
        Object.entries(table).map(([hits, odds]) => [kenoKey(spots, hits), odds]),
      ),
    ),
    keno_sum: KENO_SUM_ODDS_HUNDREDTHS,
  },
  k3: {
    ...Object.fromEntries(Object.entries(K3_SUM_ODDS).map(([sum, odds]) => [`k3_sum:${sum}`, odds])),
    k3_side: K3_SIDE_ODDS,
    'k3_triple:any': K3_ANY_TRIPLE_ODDS,
    k3_triple: K3_TRIPLE_ODDS,
    k3_pair: K3_PAIR_ODDS,
  },
  ssc: { ssc_digit: SSC_DIGIT_ODDS, ssc_side: SSC_SIDE_ODDS },
};
/** Keys never clash between formats, so one merged table answers any bet type by default. */
const DEFAULTS: FormatPayTable = Object.assign({}, ...Object.values(DEFAULT_PAY_TABLES));

/** A format's default pay table (a copy). */
export function defaultFormatPayTable(format: FastFormat): Record<string, number> {
  return { ...DEFAULT_PAY_TABLES[format] };
}

/** Each pay table's Keno spot counts, read once per table (settlement and the simulator ask per ticket). */
const spotTables = new WeakMap<FormatPayTable, Map<number, Readonly<Record<number, number>>>>();

/** A Keno spot count's hits → hundredths in a pay table. */
function kenoSpotTable(spots: number, table: FormatPayTable): Readonly<Record<number, number>> {
  let bySpots = spotTables.get(table);
  if (!bySpots) {
    const built = new Map<number, Record<number, number>>();
    for (const [key, odds] of Object.entries(table)) {
      const [betType, count, hits] = key.split(':');
      if (betType !== 'keno' || hits === undefined) continue;
      const entry = built.get(Number(count)) ?? {};
      entry[Number(hits)] = odds;
      built.set(Number(count), entry);
    }
    bySpots = built;
    spotTables.set(table, bySpots);
  }
  return bySpots.get(spots) ?? {};
}

/** What each choice of a bet type pays, in hundredths of the stake. */
function lineOdds(betType: Exclude<FormatBetType, 'keno'>, line: string, table: FormatPayTable = DEFAULTS): number {
  if (betType === 'k3_sum' && !(line in K3_SUM_ODDS)) return 0;
  return table[payKeyOf(betType, line)] ?? 0;
}

export type FormatTicketProblem =
  | 'UNKNOWN_BET_TYPE'
  | 'SPOTS_OUT_OF_RANGE'
  | 'NUMBER_OUT_OF_RANGE'
  | 'DUPLICATE_NUMBER';

/**
 * Checks a ticket of a format: a bet type of the format; Keno spots 1–10 balls 01–80; otherwise 1 or more
 * of the bet type's choices; none twice.
 */
export function checkFormatTicket(
  format: FastFormat,
  betType: unknown,
  numbers: readonly string[],
): { ok: true; betType: FormatBetType } | { ok: false; problem: FormatTicketProblem; detail?: string } {
  if (!isFormatBetType(betType, format)) return { ok: false, problem: 'UNKNOWN_BET_TYPE' };
  const seen = new Set<string>();
  for (const number of numbers) {
    if (seen.has(number)) return { ok: false, problem: 'DUPLICATE_NUMBER', detail: number };
    seen.add(number);
  }
  if (betType === 'keno') {
    if (numbers.length < 1 || numbers.length > KENO_MAX_SPOTS) return { ok: false, problem: 'SPOTS_OUT_OF_RANGE' };
    const wrong = numbers.find((number) => !isKenoBall(number));
    if (wrong !== undefined) return { ok: false, problem: 'NUMBER_OUT_OF_RANGE', detail: wrong };
    return { ok: true, betType };
  }
  if (numbers.length < 1) return { ok: false, problem: 'SPOTS_OUT_OF_RANGE' };
  const wrong = numbers.find((number) => !LINE_CHOICES[betType].includes(number));
  if (wrong !== undefined) return { ok: false, problem: 'NUMBER_OUT_OF_RANGE', detail: wrong };
  return { ok: true, betType };
}

/** Total stake: a Keno spot ticket is one line; every other bet type one line per choice. */
export function formatTicketCost(betType: FormatBetType, numbers: readonly string[], stakePerPoint: bigint): bigint {
  return betType === 'keno' ? stakePerPoint : stakePerPoint * BigInt(numbers.length);
}

/**
 * The pay table a ticket keeps (hundredths): for Keno spots, hits → multiplier of its spot count; otherwise
 * each chosen line → its odds, from the merchant's table in force (the defaults unless given). Settlement reads only this, so a later change of the tables never touches it.
 */
export function formatPayoutTable(
  betType: FormatBetType,
  numbers: readonly string[],
  table: FormatPayTable = DEFAULTS,
): Record<string, number> {
  if (betType === 'keno') {
    return Object.fromEntries(Object.entries(kenoSpotTable(numbers.length, table)).map(([hits, odds]) => [hits, odds]));
  }
  return Object.fromEntries(numbers.map((line) => [line, lineOdds(betType, line, table)]));
}

/** Whether one line of a (non-Keno-spot) bet type wins on the result. */
function lineWins(betType: Exclude<FormatBetType, 'keno'>, line: string, result: PrizeNumbers): boolean {
  if (betType === 'keno_sum') return kenoSideWins(line as (typeof KENO_SUM_SIDES)[number], result.balls ?? []);
  if (betType === 'ssc_digit') return sscDigitWins(line, result.digits ?? []);
  if (betType === 'ssc_side') return sscSideWins(line as (typeof SSC_SIDES)[number], result.digits ?? []);
  const dice = result.dice ?? [];
  switch (betType) {
    case 'k3_sum':
      return String(k3Sum(dice)) === line;
    case 'k3_side':
      return k3SideWins(line as (typeof K3_SIDES)[number], dice);
    case 'k3_triple':
      return k3TripleWins(line, dice);
    case 'k3_pair':
      return k3PairWins(line, dice);
  }
}

/**
 * Settles a ticket by the draw's result with the pay table it kept: Keno spots are paid by the number of hits
 * (hits = [that number]); other bet types pay each winning line its odds (hits = 1 or 0 per line).
 * Payout = floor(stake × hundredths / 100), summed.
 */
export function settleFormatTicket(
  betType: FormatBetType,
  numbers: readonly string[],
  stakePerPoint: bigint,
  result: PrizeNumbers,
  table: Readonly<Record<string, number>>,
): TicketOutcome {
  const pay = (hundredths: number) => (stakePerPoint * BigInt(hundredths)) / 100n;
  if (betType === 'keno') {
    const drawn = new Set(result.balls ?? []);
    const hits = numbers.filter((number) => drawn.has(number)).length;
    return { hits: [hits], payout: pay(table[String(hits)] ?? 0) };
  }
  const hits = numbers.map((line) => (lineWins(betType, line, result) ? 1 : 0));
  const payout = numbers.reduce((sum, line, index) => (hits[index] ? sum + pay(table[line] ?? 0) : sum), 0n);
  return { hits, payout };
}

/** One stated RTP: a bet type, the choice or spot count it is stated for ('' for all), the headline odds, the RTP. */
export interface FormatRtp {
  betType: FormatBetType;
  choice: string;
  /** The largest multiplier of the choice (× stake). */
  odds: number;
  rtp: number;
}

function k3LineRtp(betType: K3BetType, line: string, table: FormatPayTable): number {
  const rolls = allK3Rolls();
  const wins = rolls.filter((dice) => lineWins(betType, line, { dice })).length;
  return (wins / rolls.length) * (lineOdds(betType, line, table) / 100);
}

/** Exact over the 100,000 equally likely results: a digit wins 1 in 10; a side by counting the digit sums. */
function sscLineRtp(betType: SscBetType, line: string, table: FormatPayTable): number {
  if (betType === 'ssc_digit') return 0.1 * (lineOdds(betType, line, table) / 100);
  // ways[s]: five-digit results summing to s.
  let ways = [1];
  for (let position = 0; position < 5; position++) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((count, sum) => {
      for (let digit = 0; digit <= 9; digit++) next[sum + digit] = (next[sum + digit] ?? 0) + count;
    });
    ways = next;
  }
  const wins = ways.reduce((acc, count, sum) => {
    const digits = [String(sum), '0', '0', '0', '0'];
    return sum <= 45 && sscSideWins(line as (typeof SSC_SIDES)[number], digits) ? acc + count : acc;
  }, 0);
  return (wins / 100_000) * (lineOdds(betType, line, table) / 100);
}

/** The exact RTP of every bet type of a format, per spot count (Keno) or per choice, by a pay table (the defaults unless given). */
export function formatRtps(format: FastFormat, table: FormatPayTable = DEFAULTS): FormatRtp[] {
  if (format === 'keno') {
    const spots = Array.from({ length: KENO_MAX_SPOTS }, (_, index) => index + 1).map((count) => {
      const spotTable = kenoSpotTable(count, table);
      return {
        betType: 'keno' as const,
        choice: String(count),
        odds: Math.max(0, ...Object.values(spotTable)) / 100,
        rtp: kenoSpotRtp(count, spotTable),
      };
    });
    const sides = KENO_SUM_SIDES.map((side) => ({
      betType: 'keno_sum' as const,
      choice: side,
      odds: (table.keno_sum ?? 0) / 100,
      rtp: kenoSideRtp(side, table.keno_sum ?? 0),
    }));
    return [...spots, ...sides];
  }
  const rtpOf = (betType: Exclude<FormatBetType, 'keno' | 'keno_sum'>, line: string) =>
    betType === 'ssc_digit' || betType === 'ssc_side'
      ? sscLineRtp(betType, line, table)
      : k3LineRtp(betType, line, table);
  return FORMAT_BET_TYPES[format].flatMap((betType) =>
    LINE_CHOICES[betType].map((line) => ({
      betType,
      choice: line,
      odds: lineOdds(betType, line, table) / 100,
      rtp: rtpOf(betType, line),
    })),
  );
}

/**
 * The RTP each key of a format's pay table gives: a Keno spot entry its spot count's whole table; any other
 * key the best of the choices it pays. A table is fair to the house when none is above 1.
 */
export function formatPayKeyRtps(format: FastFormat, table: FormatPayTable): Record<string, number> {
  const rtps: Record<string, number> = {};
  for (const row of formatRtps(format, table)) {
    const keys =
      row.betType === 'keno'
        ? Object.keys(DEFAULT_PAY_TABLES.keno).filter((key) => key.startsWith(kenoKey(row.choice, '')))
        : [payKeyOf(row.betType, row.choice)];
    for (const key of keys) rtps[key] = Math.max(rtps[key] ?? 0, row.rtp);
  }
  return rtps;
}

/** The choices a random ticket of a bet type is made of (for the simulator). */
export function lineChoicesOf(betType: Exclude<FormatBetType, 'keno'>): readonly string[] {
  return LINE_CHOICES[betType];
}
