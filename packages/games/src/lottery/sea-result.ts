import type { PrizeLayout } from './regional-result';

/**
 * The SEA draws' prize layouts (docs/lottery-sea.md). A 4D draw (Magnum-, Da Ma Cai- and Toto-style)
 * draws 23 four-digit numbers: 1st, 2nd, 3rd, 10 starter and 10 consolation prizes. The Thai government
 * draw's 1st prize has 6 digits, then two 3-digit front numbers, two 3-digit back numbers and one
 * 2-digit back number.
 */
export const FOUR_D_LAYOUT: PrizeLayout = [
  { prize: 'first', count: 1, digits: 4 },
  { prize: 'second', count: 1, digits: 4 },
  { prize: 'third', count: 1, digits: 4 },
  { prize: 'starter', count: 10, digits: 4 },
  { prize: 'consolation', count: 10, digits: 4 },
];

export const THAI_LAYOUT: PrizeLayout = [
  { prize: 'first', count: 1, digits: 6 },
  { prize: 'front3', count: 2, digits: 3 },
  { prize: 'back3', count: 2, digits: 3 },
  { prize: 'back2', count: 1, digits: 2 },
];

/** The 4D prizes Big pays on (all 23) and Small pays on (the top three). */
export const BIG_PRIZES = ['first', 'second', 'third', 'starter', 'consolation'] as const;
export const SMALL_PRIZES = ['first', 'second', 'third'] as const;

/** Every distinct ordering of a number's digits (1234 → 24, 1123 → 12, 1122 → 6, 1112 → 4, 1111 → 1). */
export function permutationsOf(number: string): string[] {
  if (number.length <= 1) return [number];
  const seen = new Set<string>();
  for (const [index, digit] of [...number].entries()) {
    const rest = number.slice(0, index) + number.slice(index + 1);
    for (const tail of permutationsOf(rest)) seen.add(digit + tail);
  }
  return [...seen].sort();
}
