import { BET_TYPE_RULES, type LotteryBetType } from '@fortuna/games/lottery/bet-types';

/** Every number a bet type can take, in order: 0–9, 00–99 or 000–999. */
export function numbersOf(betType: LotteryBetType): string[] {
  const digits = BET_TYPE_RULES[betType].digits;
  return Array.from({ length: 10 ** digits }, (_, index) => String(index).padStart(digits, '0'));
}

export type QuickPick = { kind: 'even' } | { kind: 'odd' } | { kind: 'doubles' } | { kind: 'head'; digit: number };

/** The two-digit numbers of a quick pick: all even, all odd, the doubles (00, 11 …), or all of a head (30–39). */
export function quickPick(pick: QuickPick): string[] {
  return numbersOf('lo2').filter((number) => {
    const value = Number(number);
    if (pick.kind === 'even') return value % 2 === 0;
    if (pick.kind === 'odd') return value % 2 === 1;
    if (pick.kind === 'doubles') return number[0] === number[1];
    return Math.floor(value / 10) === pick.digit;
  });
}

/** Numbers typed as a list (spaces, commas, semicolons), each of the bet type's digits; null when one is not. */
export function parseTyped(text: string, betType: LotteryBetType): string[] | null {
  const digits = BET_TYPE_RULES[betType].digits;
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const shape = new RegExp(`^[0-9]{${digits}}$`);
  return parts.every((part) => shape.test(part)) ? [...new Set(parts)] : null;
}

/** How many lines (points) a selection makes: one per number, or one group. */
export function lineCount(betType: LotteryBetType, picked: readonly string[]): number {
  const rule = BET_TYPE_RULES[betType];
  if (rule.shape === 'single') return picked.length;
  return picked.length === rule.groupSize ? 1 : 0;
}
