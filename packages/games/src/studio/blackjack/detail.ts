import { cardName } from '../cards/cards';
import { handValue } from './rules';
import type { BlackjackAction, BlackjackState, HandResult } from './state';

export interface BlackjackDetail {
  dealer: string[];
  dealerTotal: number;
  hands: {
    cards: string[];
    total: number;
    bet: string;
    doubled: boolean;
    result: HandResult | null;
    returned: string;
  }[];
  insurance: string;
  actions: BlackjackAction[];
  /** Everything wagered (initial bet, doubles, splits, insurance) and everything returned. */
  wagered: string;
  returned: string;
  /** Cards dealt from the shoe. */
  cardsDealt: number;
}

/**
 * What the player may see of a state: before the round settles the dealer's hole card is hidden
 * (only the up card is listed). The state itself holds the rest of the shoe, so it stays on the
 * server; send clients this detail.
 */
export function detailOf(state: BlackjackState): BlackjackDetail {
  const dealer = state.phase === 'settled' ? state.dealer : state.dealer.slice(0, 1);
  return {
    dealer: dealer.map(cardName),
    dealerTotal: handValue(dealer).total,
    hands: state.hands.map((hand) => ({
      cards: hand.cards.map(cardName),
      total: handValue(hand.cards).total,
      bet: hand.bet.toString(),
      doubled: hand.doubled,
      result: hand.result,
      returned: hand.returned.toString(),
    })),
    insurance: state.insurance.toString(),
    actions: state.actions,
    wagered: state.wagered.toString(),
    returned: state.returned.toString(),
    cardsDealt: state.next,
  };
}
