import { POKER_HANDS, type PokerHand } from '@fortuna/games/studio/cards/poker';
import { parseCardName } from '../../ui/cards/card-name';

export { POKER_HANDS, type PokerHand };

/** The round's public view: the five dealt cards, then the hold, the final cards and the hand they make. */
export interface VideoPokerView {
  phase: 'draw' | 'settled';
  dealt: string[];
  /** One per dealt card; [] until the draw. */
  held: boolean[];
  /** [] until the draw. */
  final: string[];
  hand: PokerHand;
  coins: number;
  payCoins: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const fiveCards = (value: unknown): string[] | null =>
  Array.isArray(value) && value.length === 5 && value.every((c) => typeof c === 'string' && parseCardName(c) !== null)
    ? (value as string[])
    : null;

/** The round's detail as a video poker view, or null when it is not one. A stored round without a phase reads as settled when it has final cards. */
export function asVideoPokerView(detail: unknown): VideoPokerView | null {
  if (!isRecord(detail)) return null;
  const dealt = fiveCards(detail.dealt);
  if (!dealt) return null;
  const final = fiveCards(detail.final) ?? [];
  const held =
    Array.isArray(detail.held) && detail.held.length === 5 && detail.held.every((h) => typeof h === 'boolean')
      ? (detail.held as boolean[])
      : [];
  const phase = detail.phase === 'draw' || (detail.phase !== 'settled' && final.length === 0) ? 'draw' : 'settled';
  if (phase === 'settled' && final.length !== 5) return null;
  const hand = POKER_HANDS.includes(detail.hand as PokerHand) ? (detail.hand as PokerHand) : 'nothing';
  const coins = typeof detail.coins === 'number' && detail.coins >= 1 && detail.coins <= 5 ? detail.coins : 1;
  return {
    phase,
    dealt,
    held: phase === 'settled' ? held : [],
    final: phase === 'settled' ? final : [],
    hand: phase === 'settled' ? hand : 'nothing',
    coins,
    payCoins: typeof detail.payCoins === 'number' && phase === 'settled' ? detail.payCoins : 0,
  };
}

const rankOf = (card: string) => card[0]?.toUpperCase() ?? '';
const HIGH_RANKS = 'JQKA';

/**
 * Which of the five final cards make the winning hand (for the highlight): the paired ranks for
 * pairs, trips and quads (the jacks-or-better pair only), all five for straights, flushes and
 * full houses; none for no win.
 */
export function winningCards(cards: readonly string[], hand: PokerHand): boolean[] {
  if (hand === 'nothing') return cards.map(() => false);
  if (hand === 'jacks-or-better' || hand === 'two-pair' || hand === 'three-of-a-kind' || hand === 'four-of-a-kind') {
    const counts = new Map<string, number>();
    for (const card of cards) counts.set(rankOf(card), (counts.get(rankOf(card)) ?? 0) + 1);
    return cards.map((card) => {
      const count = counts.get(rankOf(card)) ?? 0;
      if (hand === 'jacks-or-better') return count === 2 && HIGH_RANKS.includes(rankOf(card));
      return count >= 2;
    });
  }
  return cards.map(() => true);
}
