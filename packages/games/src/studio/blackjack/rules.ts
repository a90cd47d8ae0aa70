import { type Card, RANK_ACE, RANK_TEN, rankOf } from '../cards/cards';

/** Point value of a card for blackjack: 2–9 face value, 10/J/Q/K = 10, ace = 11 (counted 1 when needed). */
export function cardPoints(card: Card): number {
  const rank = rankOf(card);
  if (rank === RANK_ACE) return 11;
  return rank < RANK_TEN ? rank + 2 : 10;
}

/** Best total of a hand and whether it is soft (an ace still counted 11). */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const points = cardPoints(card);
    if (points === 11) {
      aces++;
      total += 1;
    } else total += points;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

/** Ace and a ten-valued card as the first two cards (never after a split). */
export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}
