import { BET_TYPE_RULES, isLotteryBetType, type LotteryBetType, MAX_TICKET_NUMBERS } from './bet-types';

/** Why a ticket's numbers are refused, as a code the product turns into the player's text. */
export type TicketProblem =
  | 'UNKNOWN_BET_TYPE'
  | 'NO_NUMBERS'
  | 'NUMBER_OUT_OF_RANGE'
  | 'DUPLICATE_NUMBER'
  | 'WRONG_GROUP_SIZE';

/**
 * Checks the numbers a player entered for a bet type: each of exactly the type's digits (00–99 for lô,
 * 000–999 for 3 càng, 0–9 for đầu/đuôi), no number twice, a group type with exactly its group size.
 */
export function checkTicket(
  betType: unknown,
  numbers: readonly string[],
): { ok: true; betType: LotteryBetType } | { ok: false; problem: TicketProblem; detail?: string } {
  if (!isLotteryBetType(betType)) return { ok: false, problem: 'UNKNOWN_BET_TYPE' };
  const rule = BET_TYPE_RULES[betType];
  if (numbers.length === 0 || numbers.length > MAX_TICKET_NUMBERS) return { ok: false, problem: 'NO_NUMBERS' };
  const shape = new RegExp(`^[0-9]{${rule.digits}}$`);
  const wrong = numbers.find((number) => !shape.test(number));
  if (wrong !== undefined) return { ok: false, problem: 'NUMBER_OUT_OF_RANGE', detail: wrong };
  const seen = new Set<string>();
  for (const number of numbers) {
    if (seen.has(number)) return { ok: false, problem: 'DUPLICATE_NUMBER', detail: number };
    seen.add(number);
  }
  if (rule.shape === 'group' && numbers.length !== rule.groupSize) {
    return { ok: false, problem: 'WRONG_GROUP_SIZE', detail: String(rule.groupSize) };
  }
  return { ok: true, betType };
}
