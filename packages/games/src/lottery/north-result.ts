import type { Rng } from '../fairness/floats';

/** A prize tier of the Vietnamese North (Miền Bắc) draw: how many numbers it has and of how many digits. */
export interface PrizeTier {
  prize: NorthPrize;
  count: number;
  digits: number;
}

export const NORTH_PRIZES = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'] as const;
export type NorthPrize = (typeof NORTH_PRIZES)[number];

/** The North result format as the daily draw publishes it: 27 numbers, special prize first. */
export const NORTH_LAYOUT: readonly PrizeTier[] = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 2, digits: 5 },
  { prize: 'third', count: 6, digits: 5 },
  { prize: 'fourth', count: 4, digits: 4 },
  { prize: 'fifth', count: 6, digits: 4 },
  { prize: 'sixth', count: 3, digits: 3 },
  { prize: 'seventh', count: 4, digits: 2 },
];

export const NORTH_NUMBER_COUNT = NORTH_LAYOUT.reduce((sum, tier) => sum + tier.count, 0);

/** A drawn result: each prize's numbers as zero-padded digit strings, in the order drawn. */
export type NorthResult = Record<NorthPrize, string[]>;

/**
 * Draws a North result: one float per number, special prize first then down the tiers, each number
 * floor(float × 10^digits) zero-padded (27 floats in all). The same floats give the same result anywhere.
 */
export function drawNorthResult(rng: Rng): NorthResult {
  const result = {} as NorthResult;
  for (const tier of NORTH_LAYOUT) {
    result[tier.prize] = Array.from({ length: tier.count }, () =>
      String(rng.nextInt(10 ** tier.digits)).padStart(tier.digits, '0'),
    );
  }
  return result;
}

/** Whether a value is a well-formed North result (every tier's count and digit length). */
export function isNorthResult(value: unknown): value is NorthResult {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return NORTH_LAYOUT.every((tier) => {
    const numbers = record[tier.prize];
    return (
      Array.isArray(numbers) &&
      numbers.length === tier.count &&
      numbers.every((number) => typeof number === 'string' && new RegExp(`^[0-9]{${tier.digits}}$`).test(number))
    );
  });
}

/** The last two digits of every one of the 27 numbers (what lô and xiên are played on). */
export function lastTwoOfAll(result: NorthResult): string[] {
  return NORTH_LAYOUT.flatMap((tier) => result[tier.prize].map((number) => number.slice(-2)));
}

/** The special prize (5 digits). */
export function specialOf(result: NorthResult): string {
  return result.special[0] ?? '';
}
