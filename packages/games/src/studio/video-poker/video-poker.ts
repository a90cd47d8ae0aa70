import type { Rng } from '../../fairness/fair-rng';
import { type Card, cardName, dealFromShoe } from '../cards/cards';
import { HAND_ROYAL_FLUSH, POKER_HANDS, type PokerHand, rankHand } from '../cards/poker';
import type { StudioGame } from '../game';
import { isRecord, MAX_STAKE_MINOR, parseMinorUnits } from '../money';
import { optimalHold } from './optimal';

/**
 * Fortuna Video Poker: Jacks or Better, full pay 9/6. One 52-card deck; the round reads the first
 * ten cards of a Fisher–Yates shuffle (10 floats, always): cards 1–5 are dealt, and the discarded
 * positions are refilled, left to right, from cards 6, 7, 8 … of the same order. So the whole round
 * is fixed by the seeds and the player's hold, and replays exactly.
 *
 * The player bets 1–5 coins of a chosen coin value. Pays per coin (returned, stake included):
 * royal flush 250 (4000 in all for 5 coins, i.e. 800 per coin), straight flush 50, four of a kind
 * 25, full house 9, flush 6, straight 4, three of a kind 3, two pair 2, jacks or better 1.
 */

export const PAY_PER_COIN = [0, 1, 2, 3, 4, 6, 9, 25, 50, 250] as const;
export const ROYAL_MAX_COINS = 4_000;
export const MAX_COINS = 5;
export const CARDS_READ = 10;

/** Pay in coins for a final hand and a coin count (royal 250/500/750/1000/4000). */
export function payInCoins(hand: number, coins: number): number {
  if (hand === HAND_ROYAL_FLUSH && coins === MAX_COINS) return ROYAL_MAX_COINS;
  return (PAY_PER_COIN[hand] ?? 0) * coins;
}

/** Pays per rank for one coin-unit of stake at a coin count (what the strategy maximises). */
export const paysPerUnit = (coins: number): number[] => PAY_PER_COIN.map((_, hand) => payInCoins(hand, coins) / coins);

/**
 * RTP with optimal play (the hold of highest exact EV on every deal): 99.5439% at 5 coins, the
 * known figure for 9/6 Jacks or Better, re-derived by `exactOptimalReturn` over all 2,598,960
 * deals (0.9954390437); fewer coins pay the royal 250 per coin, not 800.
 */
export const RTP_MAX_COINS = 0.995439;
/** Optimal RTP with 1–4 coins (royal 250 per coin), by the same exact computation: 0.9837345695. */
export const RTP_FEWER_COINS = 0.983735;

export interface VideoPokerChoices {
  coinValue: bigint;
  coins: number;
  /** The cards the player held, for replaying a finished round; absent: the optimal hold is played. */
  held?: boolean[];
}

export interface VideoPokerState {
  choices: VideoPokerChoices;
  /** The first ten cards of the shuffle: 0–4 dealt, 5–9 replacements in order. */
  cards: readonly Card[];
  phase: 'draw' | 'settled';
  held: boolean[] | null;
  final: Card[] | null;
  hand: number | null;
  payout: bigint;
}

export class VideoPokerActionError extends Error {}

export function deal(choices: VideoPokerChoices, rng: Rng): VideoPokerState {
  return dealFromCards(choices, dealFromShoe(rng, 1, CARDS_READ));
}

/** A round from the first ten cards of a deck order (tests, replays). */
export function dealFromCards(choices: VideoPokerChoices, cards: readonly Card[]): VideoPokerState {
  if (cards.length < CARDS_READ) throw new RangeError('a video poker round reads ten cards');
  return { choices, cards, phase: 'draw', held: null, final: null, hand: null, payout: 0n };
}

/** Parses a hold: five booleans, one per dealt position. */
export function parseHold(input: unknown): { ok: true; held: boolean[] } | { ok: false; message: string } {
  if (!Array.isArray(input) || input.length !== 5 || !input.every((h) => typeof h === 'boolean'))
    return { ok: false, message: 'Hold must be a list of five booleans, one per card.' };
  return { ok: true, held: [...input] };
}

/** Draws replacements for the cards not held and settles the round. */
export function draw(state: VideoPokerState, held: readonly boolean[]): VideoPokerState {
  if (state.phase !== 'draw') throw new VideoPokerActionError('The round is over: the draw was already made.');
  const parsed = parseHold(held);
  if (!parsed.ok) throw new VideoPokerActionError(parsed.message);
  let next = 5;
  const final = parsed.held.map((keep, i) => (keep ? (state.cards[i] ?? 0) : (state.cards[next++] ?? 0)));
  const hand = rankHand(final);
  const payout = state.choices.coinValue * BigInt(payInCoins(hand, state.choices.coins));
  return { ...state, phase: 'settled', held: parsed.held, final, hand, payout };
}

/** The hold of highest expected return for the dealt hand at the state's coin count. */
export function bestHold(state: VideoPokerState): boolean[] {
  return optimalHold(state.cards.slice(0, 5), paysPerUnit(state.choices.coins)).held;
}

export interface VideoPokerDetail {
  dealt: string[];
  held: boolean[];
  final: string[];
  hand: PokerHand;
  coins: number;
  payCoins: number;
}

export function detailOf(state: VideoPokerState): VideoPokerDetail {
  const hand = state.hand ?? 0;
  return {
    dealt: state.cards.slice(0, 5).map(cardName),
    held: state.held ?? [],
    final: (state.final ?? []).map(cardName),
    hand: POKER_HANDS[hand] ?? 'nothing',
    coins: state.choices.coins,
    payCoins: payInCoins(hand, state.choices.coins),
  };
}

export const videoPokerGame: StudioGame<VideoPokerChoices, VideoPokerDetail> = {
  code: 'fortuna-video-poker',
  version: '1.0.0',
  statedRtp: RTP_MAX_COINS,
  paytable: {
    game: 'fortuna-video-poker',
    variant: 'Jacks or Better 9/6 (full pay)',
    deck: '52 cards, first ten of a Fisher–Yates shuffle: 5 dealt, replacements from cards 6–10 in order',
    coins: { min: 1, max: MAX_COINS, stake: 'coinValue × coins' },
    pays: POKER_HANDS.slice(1)
      .map((hand, i) => ({
        hand,
        perCoin: PAY_PER_COIN[i + 1],
        byCoins: [1, 2, 3, 4, 5].map((coins) => payInCoins(i + 1, coins)),
      }))
      .reverse(),
    payout: 'coinValue × pay in coins (returned, stake included)',
    abandoned: 'after 24 hours without a draw: the hold of highest expected return is drawn',
    rtp: {
      value: RTP_MAX_COINS,
      basis: 'optimal play, 5 coins (royal 4000): the known 99.54% of full-pay Jacks or Better',
      fewerCoins: { value: RTP_FEWER_COINS, basis: 'optimal play, 1–4 coins (royal 250 per coin)' },
    },
  },

  validate(input) {
    if (!isRecord(input)) return { ok: false, message: 'Choices must be an object with coinValue and coins.' };
    for (const key of Object.keys(input))
      if (key !== 'coinValue' && key !== 'coins' && key !== 'held')
        return { ok: false, message: `Unexpected field '${key}' in the choices.` };
    const coinValue = parseMinorUnits(input.coinValue);
    if (coinValue === null)
      return { ok: false, message: 'Coin value must be a whole number of minor units, at least 1.' };
    const coins = input.coins;
    if (typeof coins !== 'number' || !Number.isInteger(coins) || coins < 1 || coins > MAX_COINS)
      return { ok: false, message: `Coins must be a whole number from 1 to ${MAX_COINS}.` };
    if (coinValue * BigInt(coins) > MAX_STAKE_MINOR) return { ok: false, message: 'Total stake is too large.' };
    if (input.held === undefined) return { ok: true, choices: { coinValue, coins } };
    const hold = parseHold(input.held);
    if (!hold.ok) return hold;
    return { ok: true, choices: { coinValue, coins, held: hold.held } };
  },

  stakeOf(choices) {
    return choices.coinValue * BigInt(choices.coins);
  },

  /**
   * Replays the player's hold when the choices give one; otherwise the simulator path holds the
   * optimal cards (exact EV over all 32 holds). Then draws.
   */
  play(choices: VideoPokerChoices, rng: Rng) {
    const dealt = deal({ coinValue: choices.coinValue, coins: choices.coins }, rng);
    const settled = draw(dealt, choices.held ?? bestHold(dealt));
    return { payout: settled.payout, detail: detailOf(settled) };
  },
};
