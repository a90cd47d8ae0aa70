import { payInCoins } from '@fortuna/games/studio/video-poker/video-poker';
import { arrayField, record } from '../paytable-json';
import { POKER_HANDS, type PokerHand } from './detail';

/** One row of the pay table: the hand and its pay in coins for 1–5 coins. */
export interface PayRow {
  hand: PokerHand;
  byCoins: number[];
}

/** The pays of the game's maths (the fallback when the session's paytable has no rows). */
const FULL_PAY: readonly PayRow[] = POKER_HANDS.map((hand, index) => ({
  hand,
  byCoins: [1, 2, 3, 4, 5].map((coins) => payInCoins(index, coins)),
}))
  .filter((row) => row.hand !== 'nothing')
  .reverse();

/** The pay table rows from the game's paytable (`pays: [{ hand, byCoins }]`), best hand first. */
export function payRows(paytable: unknown): PayRow[] {
  const rows = arrayField(paytable, 'pays').flatMap((item): PayRow[] => {
    const row = record(item);
    const hand = row?.hand;
    const byCoins = row?.byCoins;
    if (typeof hand !== 'string' || !POKER_HANDS.includes(hand as PokerHand) || hand === 'nothing') return [];
    if (!Array.isArray(byCoins) || byCoins.length !== 5 || !byCoins.every((n) => typeof n === 'number')) return [];
    return [{ hand: hand as PokerHand, byCoins: byCoins as number[] }];
  });
  if (rows.length === 0) return FULL_PAY.map((row) => ({ ...row, byCoins: [...row.byCoins] }));
  return rows.sort((a, b) => POKER_HANDS.indexOf(b.hand) - POKER_HANDS.indexOf(a.hand));
}
