import { BET_TYPE_RULES, type LotteryBetType } from './bet-types';
/**
 * A result as the bet types read it: any region's prizes, the special prize under `special` (the North's
 * 27 numbers, the South's or Central's 18).
 */
export type PrizeNumbers = Readonly<Record<string, readonly string[]>>;

/** The last two digits of every number of every prize (what lô and xiên are played on). */
export function endsOf(result: PrizeNumbers): string[] {
  return Object.values(result).flatMap((numbers) => numbers.map((number) => number.slice(-2)));
}

/** One line of a ticket: the number(s) it plays. */
export type TicketLine = string[];

/** How a ticket fared: hits per line (occurrences for lô; 1 or 0 otherwise) and the total payout. */
export interface TicketOutcome {
  hits: number[];
  payout: bigint;
}

/** Splits a ticket's numbers into lines: one per number, or the whole group as one line. */
export function linesOf(betType: LotteryBetType, numbers: readonly string[]): TicketLine[] {
  return BET_TYPE_RULES[betType].shape === 'single' ? numbers.map((number) => [number]) : [[...numbers]];
}

/** How many times a line hits the result (0 for a miss). */
export function lineHits(betType: LotteryBetType, line: TicketLine, result: PrizeNumbers): number {
  const ends = endsOf(result);
  const special = result.special?.[0] ?? '';
  const occurrences = (number: string) => ends.filter((end) => end === number).length;
  const [first = ''] = line;
  switch (betType) {
    case 'lo2':
      return occurrences(first);
    case 'de':
      return special.slice(-2) === first ? 1 : 0;
    case 'ba_cang':
      return special.slice(-3) === first ? 1 : 0;
    case 'dau':
      return special.slice(-2, -1) === first ? 1 : 0;
    case 'duoi':
      return special.slice(-1) === first ? 1 : 0;
    case 'xien2':
    case 'xien3':
    case 'xien4':
      return line.every((number) => occurrences(number) > 0) ? 1 : 0;
    case 'lo_truot4':
      return line.every((number) => occurrences(number) === 0) ? 1 : 0;
  }
}

/**
 * Settles a ticket: each line pays stake per point × odds × hits (floored to minor units). The stake is
 * per point per line, so a ticket of n lines costs n × stake.
 */
export function settleTicket(
  betType: LotteryBetType,
  numbers: readonly string[],
  stakePerPoint: bigint,
  result: PrizeNumbers,
  oddsHundredths = BET_TYPE_RULES[betType].oddsHundredths,
): TicketOutcome {
  const hits = linesOf(betType, numbers).map((line) => lineHits(betType, line, result));
  const totalHits = hits.reduce((sum, hit) => sum + hit, 0);
  return { hits, payout: (stakePerPoint * BigInt(oddsHundredths) * BigInt(totalHits)) / 100n };
}

/** What a ticket costs: stake per point × its number of lines. */
export function ticketCost(betType: LotteryBetType, numbers: readonly string[], stakePerPoint: bigint): bigint {
  return stakePerPoint * BigInt(linesOf(betType, numbers).length);
}
