import type { Rng } from '../../fairness/floats';

/**
 * SSC (docs/lottery.md "SSC"): five digits 0–9, one per position (ten-thousands to units). Bet types: a digit
 * at a position (choice `position-digit`, e.g. `1-7`: 7 first), and big (23–45) / small (0–22) / odd / even on
 * the sum of the five digits. Odds in hundredths of the stake.
 */
export const SSC_POSITIONS = 5;
export const SSC_DIGIT_ODDS = 950;
export const SSC_SIDE_ODDS = 190;
export const SSC_SIDES = ['big', 'small', 'odd', 'even'] as const;
export type SscSide = (typeof SSC_SIDES)[number];

/** Every position-digit choice: 1-0 … 5-9. */
export const SSC_DIGIT_CHOICES: readonly string[] = Array.from({ length: SSC_POSITIONS * 10 }, (_, index) => {
  return `${Math.floor(index / 10) + 1}-${index % 10}`;
});

/** Five digits, one float each: floor(float × 10). */
export function drawSscResult(rng: Rng): { digits: string[] } {
  return { digits: Array.from({ length: SSC_POSITIONS }, () => String(rng.nextInt(10))) };
}

export function sscSum(digits: readonly string[]): number {
  return digits.reduce((sum, digit) => sum + Number(digit), 0);
}

export function sscSideWins(side: SscSide, digits: readonly string[]): boolean {
  const sum = sscSum(digits);
  if (side === 'big') return sum >= 23;
  if (side === 'small') return sum <= 22;
  return (sum % 2 === 1) === (side === 'odd');
}

/** Whether a `position-digit` choice wins: that digit at that position. */
export function sscDigitWins(choice: string, digits: readonly string[]): boolean {
  const [position, digit] = choice.split('-');
  return digits[Number(position) - 1] === digit;
}
