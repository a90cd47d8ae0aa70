/** Ranks in order, as used in card names ('T' is ten). */
export const CARD_RANKS = '23456789TJQKA';
/** Suits as used in card names: clubs, diamonds, hearts, spades. */
export const CARD_SUITS = 'cdhs';

/** A card name split into its parts, e.g. 'Td' → rank 'T', suit 'd'. */
export interface ParsedCard {
  rank: string;
  suit: 'c' | 'd' | 'h' | 's';
  /** What a player reads for the rank: '10' for 'T'. */
  rankLabel: string;
  suitSymbol: string;
  red: boolean;
}

const SUIT_SYMBOLS: Record<ParsedCard['suit'], string> = { c: '♣', d: '♦', h: '♥', s: '♠' };

/** Reads a card name like 'As', 'Td' or '9h'; null when it is not one. */
export function parseCardName(name: string): ParsedCard | null {
  if (name.length !== 2) return null;
  const rank = name[0]?.toUpperCase() ?? '';
  const suit = name[1]?.toLowerCase() ?? '';
  if (!CARD_RANKS.includes(rank) || !(suit === 'c' || suit === 'd' || suit === 'h' || suit === 's')) return null;
  return {
    rank,
    suit,
    rankLabel: rank === 'T' ? '10' : rank,
    suitSymbol: SUIT_SYMBOLS[suit],
    red: suit === 'd' || suit === 'h',
  };
}

const SUIT_WORDS: Record<ParsedCard['suit'], string> = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };
const RANK_WORDS: Record<string, string> = { T: '10', J: 'jack', Q: 'queen', K: 'king', A: 'ace' };

/** A plain accessible label for a card, e.g. 'queen of hearts'. */
export function cardLabel(card: ParsedCard): string {
  return `${RANK_WORDS[card.rank] ?? card.rank} of ${SUIT_WORDS[card.suit]}`;
}
