import { type Card, RANK_JACK } from './cards';

/**
 * Five-card poker hands as video poker (Jacks or Better) ranks them. A pair counts only from
 * jacks up; a straight may run ace-low (A-2-3-4-5, the "wheel") or ace-high (T-J-Q-K-A), never
 * round the corner (Q-K-A-2-3); a royal flush is the ace-high straight flush.
 */
export const POKER_HANDS = [
  'nothing',
  'jacks-or-better',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;

export type PokerHand = (typeof POKER_HANDS)[number];

export const HAND_NOTHING = 0;
export const HAND_JACKS_OR_BETTER = 1;
export const HAND_TWO_PAIR = 2;
export const HAND_THREE_OF_A_KIND = 3;
export const HAND_STRAIGHT = 4;
export const HAND_FLUSH = 5;
export const HAND_FULL_HOUSE = 6;
export const HAND_FOUR_OF_A_KIND = 7;
export const HAND_STRAIGHT_FLUSH = 8;
export const HAND_ROYAL_FLUSH = 9;
export const HAND_COUNT = POKER_HANDS.length;

/** Ranks as bits (bit r = rank r): 2-3-4-5-A and T-J-Q-K-A. */
const WHEEL_MASK = 0b1_0000_0000_1111;
const BROADWAY_MASK = 0b1_1111_0000_0000;

const counts = new Int8Array(13);

/** Index into {@link POKER_HANDS} of the five cards c0 … c4 (any order), with jacks-or-better pairs. */
export function rankFive(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card): number {
  const r0 = c0 >> 2;
  const r1 = c1 >> 2;
  const r2 = c2 >> 2;
  const r3 = c3 >> 2;
  const r4 = c4 >> 2;
  const mask = (1 << r0) | (1 << r1) | (1 << r2) | (1 << r3) | (1 << r4);
  const s = c0 & 3;
  const flush = (c1 & 3) === s && (c2 & 3) === s && (c3 & 3) === s && (c4 & 3) === s;
  let distinct = 0;
  for (let m = mask; m !== 0; m &= m - 1) distinct++;
  if (distinct === 5) {
    const low = mask & -mask;
    const straight = mask / low === 0b11111 || mask === WHEEL_MASK;
    if (straight && flush) return mask === BROADWAY_MASK ? HAND_ROYAL_FLUSH : HAND_STRAIGHT_FLUSH;
    if (flush) return HAND_FLUSH;
    return straight ? HAND_STRAIGHT : HAND_NOTHING;
  }
  counts.fill(0);
  counts[r0] = (counts[r0] ?? 0) + 1;
  counts[r1] = (counts[r1] ?? 0) + 1;
  counts[r2] = (counts[r2] ?? 0) + 1;
  counts[r3] = (counts[r3] ?? 0) + 1;
  counts[r4] = (counts[r4] ?? 0) + 1;
  if (distinct === 4) {
    // One pair: pays only from jacks up.
    for (let r = RANK_JACK; r < 13; r++) if (counts[r] === 2) return HAND_JACKS_OR_BETTER;
    return HAND_NOTHING;
  }
  let most = 0;
  for (let r = 0; r < 13; r++) most = Math.max(most, counts[r] ?? 0);
  if (distinct === 3) return most === 3 ? HAND_THREE_OF_A_KIND : HAND_TWO_PAIR;
  return most === 4 ? HAND_FOUR_OF_A_KIND : HAND_FULL_HOUSE;
}

/** The hand index of exactly five cards. */
export function rankHand(cards: readonly Card[]): number {
  if (cards.length !== 5) throw new RangeError('a poker hand has five cards');
  const [c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0] = cards;
  return rankFive(c0, c1, c2, c3, c4);
}

export const handName = (cards: readonly Card[]): PokerHand => POKER_HANDS[rankHand(cards)] ?? 'nothing';
