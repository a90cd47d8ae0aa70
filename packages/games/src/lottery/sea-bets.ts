import { type BIG_PRIZES, permutationsOf, type SMALL_PRIZES } from './sea-result';
import type { PrizeNumbers, TicketOutcome } from './settle';

/**
 * The SEA bet types (docs/lottery-sea.md). 4D: Big (all 23 prizes, tiered), Small (the top three),
 * i-Box (any ordering of the number, the stake split across its orderings) and Box (every ordering as
 * its own bet, Big payouts). Thai: the two last digits of the 1st prize (top) or the 2-digit back number
 * (bottom), the last three of the 1st prize in order (top) or any order (tode), a 3-digit front or back
 * number (bottom), and runs (one digit among the top three or the bottom two).
 */
export const FOUR_D_BET_TYPES = ['4d_big', '4d_small', '4d_ibox', '4d_box'] as const;
export const THAI_BET_TYPES = [
  'th_2top',
  'th_2bottom',
  'th_3top',
  'th_tode',
  'th_3bottom',
  'th_run_top',
  'th_run_bottom',
] as const;
export type FourDBetType = (typeof FOUR_D_BET_TYPES)[number];
export type ThaiBetType = (typeof THAI_BET_TYPES)[number];
export type SeaBetType = FourDBetType | ThaiBetType;
export type SeaKind = '4d' | 'thai';

/** Digits of the numbers each Thai bet type takes (4D always takes 4). */
export const THAI_DIGITS: Readonly<Record<ThaiBetType, number>> = {
  th_2top: 2,
  th_2bottom: 2,
  th_3top: 3,
  th_tode: 3,
  th_3bottom: 3,
  th_run_top: 1,
  th_run_bottom: 1,
};

/** Payouts in hundredths of the stake: per 4D prize for Big and Small, per hit for each Thai bet type. */
export interface SeaPayouts {
  big: Record<(typeof BIG_PRIZES)[number], number>;
  small: Record<(typeof SMALL_PRIZES)[number], number>;
  thai: Record<ThaiBetType, number>;
}

/** The defaults of a merchant without its own table: the usual 4D tables (Big RTP 64%, Small 65%), Thai at about 90%. */
export const DEFAULT_SEA_PAYOUTS: SeaPayouts = {
  big: { first: 250_000, second: 100_000, third: 50_000, starter: 18_000, consolation: 6_000 },
  small: { first: 350_000, second: 200_000, third: 100_000 },
  thai: {
    th_2top: 9_000,
    th_2bottom: 9_000,
    th_3top: 90_000,
    th_tode: 15_000,
    th_3bottom: 22_500,
    th_run_top: 320,
    th_run_bottom: 420,
  },
};

/** At most this many numbers on one SEA ticket. */
export const MAX_SEA_NUMBERS = 20;

export function isSeaBetType(value: unknown, kind?: SeaKind): value is SeaBetType {
  const fourD = (FOUR_D_BET_TYPES as readonly unknown[]).includes(value);
  const thai = (THAI_BET_TYPES as readonly unknown[]).includes(value);
  return kind === '4d' ? fourD : kind === 'thai' ? thai : fourD || thai;
}

export function digitsOf(betType: SeaBetType): number {
  return betType.startsWith('4d') ? 4 : THAI_DIGITS[betType as ThaiBetType];
}

export type SeaTicketProblem = 'UNKNOWN_BET_TYPE' | 'NO_NUMBERS' | 'NUMBER_OUT_OF_RANGE' | 'DUPLICATE_NUMBER';

/** Checks a SEA ticket: a bet type of the draw's kind, 1–20 numbers of exactly its digits, none twice. */
export function checkSeaTicket(
  kind: SeaKind,
  betType: unknown,
  numbers: readonly string[],
): { ok: true; betType: SeaBetType } | { ok: false; problem: SeaTicketProblem; detail?: string } {
  if (!isSeaBetType(betType, kind)) return { ok: false, problem: 'UNKNOWN_BET_TYPE' };
  if (numbers.length === 0 || numbers.length > MAX_SEA_NUMBERS) return { ok: false, problem: 'NO_NUMBERS' };
  const shape = new RegExp(`^[0-9]{${digitsOf(betType)}}$`);
  const bad = numbers.find((number) => !shape.test(number));
  if (bad !== undefined) return { ok: false, problem: 'NUMBER_OUT_OF_RANGE', detail: String(digitsOf(betType)) };
  const twice = numbers.find((number, index) => numbers.indexOf(number) !== index);
  if (twice !== undefined) return { ok: false, problem: 'DUPLICATE_NUMBER', detail: twice };
  return { ok: true, betType };
}

/** What a SEA ticket costs: the stake per number, or per ordering of each number for Box. */
export function seaTicketCost(betType: SeaBetType, numbers: readonly string[], stake: bigint): bigint {
  const lines =
    betType === '4d_box' ? numbers.reduce((sum, number) => sum + permutationsOf(number).length, 0) : numbers.length;
  return stake * BigInt(lines);
}

/** The payout table a bet keeps from its merchant's payouts (hundredths per prize, or `win` for Thai). */
export function payoutTableOf(betType: SeaBetType, payouts: SeaPayouts): Record<string, number> {
  if (betType === '4d_small') return { ...payouts.small };
  if (betType.startsWith('4d')) return { ...payouts.big };
  return { win: payouts.thai[betType as ThaiBetType] };
}

/** The headline odds shown with a bet (× stake): the 1st prize for 4D, the only one for Thai. */
export function headlineOddsOf(table: Record<string, number>): number {
  return table.first ?? table.win ?? 0;
}

/** Prize hits of one 4D ordering on the prizes a table pays, as the summed payout per point (hundredths). */
function fourDHits(number: string, result: PrizeNumbers, table: Record<string, number>) {
  let hits = 0;
  let hundredths = 0n;
  for (const [prize, odds] of Object.entries(table)) {
    for (const drawn of result[prize] ?? []) {
      if (drawn !== number) continue;
      hits++;
      hundredths += BigInt(odds);
    }
  }
  return { hits, hundredths };
}

function thaiHits(betType: ThaiBetType, number: string, result: PrizeNumbers): number {
  const first = result.first?.[0] ?? '';
  const back2 = result.back2?.[0] ?? '';
  const top3 = first.slice(-3);
  const sorted = (value: string) => [...value].sort().join('');
  switch (betType) {
    case 'th_2top':
      return first.slice(-2) === number ? 1 : 0;
    case 'th_2bottom':
      return back2 === number ? 1 : 0;
    case 'th_3top':
      return top3 === number ? 1 : 0;
    case 'th_tode':
      return top3.length === 3 && sorted(top3) === sorted(number) ? 1 : 0;
    case 'th_3bottom':
      return [...(result.front3 ?? []), ...(result.back3 ?? [])].filter((drawn) => drawn === number).length;
    case 'th_run_top':
      return top3.includes(number) ? 1 : 0;
    case 'th_run_bottom':
      return back2.includes(number) ? 1 : 0;
  }
}

/**
 * Settles a SEA ticket by a result with the payout table kept on the bet: hits per number (prize hits
 * for 4D, counting every ordering for i-Box and Box; hits for Thai) and the payout, floored to minor
 * units once for the whole ticket. i-Box pays stake × odds ÷ orderings (the stake split across them).
 */
export function settleSeaTicket(
  betType: SeaBetType,
  numbers: readonly string[],
  stake: bigint,
  result: PrizeNumbers,
  table: Record<string, number>,
): TicketOutcome {
  const hits: number[] = [];
  let payout = 0n;
  for (const number of numbers) {
    if (!betType.startsWith('4d')) {
      const hit = thaiHits(betType as ThaiBetType, number, result);
      hits.push(hit);
      payout += (stake * BigInt(table.win ?? 0) * BigInt(hit)) / 100n;
      continue;
    }
    const orderings = betType === '4d_big' || betType === '4d_small' ? [number] : permutationsOf(number);
    let lineHits = 0;
    let hundredths = 0n;
    for (const ordering of orderings) {
      const found = fourDHits(ordering, result, table);
      lineHits += found.hits;
      hundredths += found.hundredths;
    }
    hits.push(lineHits);
    const split = betType === '4d_ibox' ? BigInt(orderings.length) : 1n;
    payout += (stake * hundredths) / (100n * split);
  }
  return { hits, payout };
}
