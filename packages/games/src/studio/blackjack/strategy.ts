import { cardPoints, handValue } from './rules';
import {
  act,
  activeHand,
  type BlackjackAction,
  BlackjackActionError,
  type BlackjackState,
  legalActions,
} from './state';

/** Dealer's up card as 2–11 (ace 11). */
const upCard = (state: BlackjackState): number => cardPoints(state.dealer[0] ?? 0);

/**
 * Basic strategy for these rules (6 decks, S17, DAS, no surrender, peek): the standard chart.
 * Never takes insurance.
 */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'no-insurance';
  const hand = activeHand(state);
  if (!hand) throw new BlackjackActionError('no decision to take');
  const legal = legalActions(state);
  const canDouble = legal.includes('double');
  const up = upCard(state);
  const vs = (from: number, to: number): boolean => up >= from && up <= to;
  if (legal.includes('split')) {
    const pair = cardPoints(hand.cards[0] ?? 0);
    const split =
      pair === 11 ||
      pair === 8 ||
      (pair === 9 && (vs(2, 6) || up === 8 || up === 9)) ||
      ((pair === 7 || pair === 2 || pair === 3) && vs(2, 7)) ||
      (pair === 6 && vs(2, 6)) ||
      (pair === 4 && vs(5, 6));
    if (split) return 'split';
  }
  const { total, soft } = handValue(hand.cards);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (vs(3, 6)) return canDouble ? 'double' : 'stand';
      return vs(9, 11) ? 'hit' : 'stand';
    }
    const doubleFrom = total === 17 ? 3 : total >= 15 ? 4 : total >= 13 ? 5 : 99;
    return canDouble && vs(doubleFrom, 6) ? 'double' : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return vs(2, 6) ? 'stand' : 'hit';
  if (total === 12) return vs(4, 6) ? 'stand' : 'hit';
  if (total === 11) return canDouble && vs(2, 10) ? 'double' : 'hit';
  if (total === 10) return canDouble && vs(2, 9) ? 'double' : 'hit';
  if (total === 9) return canDouble && vs(3, 6) ? 'double' : 'hit';
  return 'hit';
}

/** Plays a started round to the end with {@link basicStrategy}. */
export function playBasicStrategy(state: BlackjackState): BlackjackState {
  let current = state;
  while (current.phase !== 'settled') current = act(current, basicStrategy(current));
  return current;
}
