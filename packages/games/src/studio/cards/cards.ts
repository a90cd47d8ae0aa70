import type { Rng } from '../../fairness/fair-rng';

/**
 * Cards shared by the studio's card games. A card is an integer 0–51: rank = floor(card / 4)
 * (0 = two … 8 = ten, 9 = jack, 10 = queen, 11 = king, 12 = ace), suit = card mod 4
 * (0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades). A shoe of n decks lists the 52 cards n times
 * in this order; the RNG shuffles it (or draws its first cards) by Fisher–Yates without replacement,
 * one float per pick, as in the Stake scheme.
 */
export type Card = number;

export const RANK_SYMBOLS = '23456789TJQKA';
export const SUIT_SYMBOLS = 'cdhs';
export const DECK_SIZE = 52;

export const RANK_TEN = 8;
export const RANK_JACK = 9;
export const RANK_QUEEN = 10;
export const RANK_KING = 11;
export const RANK_ACE = 12;

export const rankOf = (card: Card): number => card >> 2;
export const suitOf = (card: Card): number => card & 3;

/** 'As', 'Td', '2c'. */
export function cardName(card: Card): string {
  return `${RANK_SYMBOLS[rankOf(card)] ?? '?'}${SUIT_SYMBOLS[suitOf(card)] ?? '?'}`;
}

/** The card named 'As', 'Td', '2c' … (rank symbol then suit symbol, case-insensitive rank 'T' for ten). */
export function parseCard(name: string): Card {
  const rank = RANK_SYMBOLS.indexOf((name[0] ?? '').toUpperCase());
  const suit = SUIT_SYMBOLS.indexOf((name[1] ?? '').toLowerCase());
  if (name.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`not a card: '${name}'`);
  return rank * 4 + suit;
}

export const parseCards = (names: string): Card[] => names.split(/\s+/).filter(Boolean).map(parseCard);

const SHOES = new Map<number, readonly Card[]>();

/** The unshuffled shoe of `decks` decks: cards 0–51, repeated `decks` times. */
export function orderedShoe(decks: number): readonly Card[] {
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError('decks must be a positive integer');
  let shoe = SHOES.get(decks);
  if (!shoe) {
    shoe = Object.freeze(Array.from({ length: decks * DECK_SIZE }, (_, i) => i % DECK_SIZE));
    SHOES.set(decks, shoe);
  }
  return shoe;
}

/** The whole shoe in a random order (Fisher–Yates, one float per card). */
export function shuffledShoe(rng: Rng, decks: number): Card[] {
  return rng.shuffle(orderedShoe(decks));
}

/**
 * The first `count` cards of a Fisher–Yates shuffle of the shoe (one float per card). They have the
 * same distribution as the top `count` cards of a full shuffle; the rest of the shuffle is never
 * looked at, so it is not drawn.
 */
export function dealFromShoe(rng: Rng, decks: number, count: number): Card[] {
  return rng.draw(orderedShoe(decks), count);
}
