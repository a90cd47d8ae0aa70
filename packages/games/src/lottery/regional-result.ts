import { NORTH_LAYOUT, type PrizeTier } from './north-result';

/**
 * The prize layouts of the Vietnamese regional draws. The North draws one set of 27 numbers a day; the
 * South and Central draw one set of 18 numbers per province of the day, from the 8th prize (2 digits) up
 * to the special prize (6 digits). Every layout names the special prize `special`, so đề (its last two
 * digits) and 3 càng (its last three) read the same field in every region.
 */
export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

export const REGIONAL_PRIZES = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type RegionalPrize = (typeof REGIONAL_PRIZES)[number];

/** South and Central: special (6 digits) first, down to the 8th prize (2 digits); 18 numbers. */
export const SOUTH_CENTRAL_LAYOUT: readonly { prize: RegionalPrize; count: number; digits: number }[] = [
  { prize: 'special', count: 1, digits: 6 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 1, digits: 5 },
  { prize: 'third', count: 2, digits: 5 },
  { prize: 'fourth', count: 7, digits: 5 },
  { prize: 'fifth', count: 1, digits: 4 },
  { prize: 'sixth', count: 3, digits: 4 },
  { prize: 'seventh', count: 1, digits: 3 },
  { prize: 'eighth', count: 1, digits: 2 },
];

export type RegionTier = { prize: RegionalPrize; count: number; digits: number } | PrizeTier;

export function layoutOf(region: VnRegion): readonly RegionTier[] {
  return region === 'north' ? NORTH_LAYOUT : SOUTH_CENTRAL_LAYOUT;
}

/** How many numbers a region's result holds: 27 in the North, 18 in the South and Central. */
export function prizeCountOf(region: VnRegion): number {
  return layoutOf(region).reduce((sum, tier) => sum + tier.count, 0);
}

/** A result as entered or fed: each prize's numbers as digit strings. */
export type PrizeSet = Record<string, string[]>;

export type PrizeSetProblem =
  | { problem: 'NOT_AN_OBJECT' }
  | { problem: 'UNKNOWN_PRIZE'; prize: string }
  | { problem: 'WRONG_COUNT'; prize: string; expected: number }
  | { problem: 'WRONG_DIGITS'; prize: string; expected: number; value: string };

/**
 * Checks a result against the region's layout: every prize present with exactly its count of numbers,
 * each of exactly its digits, and no prize the region does not draw. Answers the clean copy or the
 * first problem found (for a clear message to staff or in the feed's status).
 */
export function checkPrizeSet(
  region: VnRegion,
  value: unknown,
): { ok: true; result: PrizeSet } | ({ ok: false } & PrizeSetProblem) {
  return checkPrizeLayout(layoutOf(region), value);
}

/** A prize layout: each prize's name, how many numbers it draws and their digits. */
export type PrizeLayout = readonly { prize: string; count: number; digits: number }[];

/** `checkPrizeSet` against any layout (the regional draws', the 4D draws', the Thai draw's). */
export function checkPrizeLayout(
  layout: PrizeLayout,
  value: unknown,
): { ok: true; result: PrizeSet } | ({ ok: false } & PrizeSetProblem) {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problem: 'NOT_AN_OBJECT' };
  const record = value as Record<string, unknown>;
  const extra = Object.keys(record).find((key) => !layout.some((tier) => tier.prize === key));
  if (extra !== undefined) return { ok: false, problem: 'UNKNOWN_PRIZE', prize: extra };
  const result: PrizeSet = {};
  for (const tier of layout) {
    const numbers = record[tier.prize];
    if (!Array.isArray(numbers) || numbers.length !== tier.count) {
      return { ok: false, problem: 'WRONG_COUNT', prize: tier.prize, expected: tier.count };
    }
    const shape = new RegExp(`^[0-9]{${tier.digits}}$`);
    for (const number of numbers) {
      if (typeof number !== 'string' || !shape.test(number)) {
        return { ok: false, problem: 'WRONG_DIGITS', prize: tier.prize, expected: tier.digits, value: String(number) };
      }
    }
    result[tier.prize] = [...(numbers as string[])];
  }
  return { ok: true, result };
}
