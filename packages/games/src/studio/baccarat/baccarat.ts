import type { Rng } from '../../fairness/fair-rng';
import { type Card, cardName, dealFromShoe, RANK_ACE, RANK_TEN, rankOf } from '../cards/cards';
import type { StudioGame } from '../game';
import { isRecord, MAX_STAKE_MINOR, parseMinorUnits } from '../money';
import { type BaccaratWinner, playCoup } from './tableau';

/**
 * Fortuna Baccarat: punto banco from an 8-deck shoe (416 cards) shuffled for every coup. The coup
 * reads the first six cards of a Fisher–Yates shuffle of the shoe (6 floats, always), deals
 * player, banker, player, banker and takes the 5th/6th cards only when the tableau draws.
 *
 * Bets (a chip amount on any of them): player 1:1, banker 0.95:1 (5% commission, floored to the
 * minor unit), both pushed on a tie; tie 8:1; player pair and banker pair (the side's first two
 * cards of the same rank, K-K yes, K-Q no) 11:1.
 */

export const BACCARAT_DECKS = 8;
export const BACCARAT_CARDS_READ = 6;

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

/**
 * Exact probabilities from an 8-deck shoe without replacement (see `exact-rtp.ts`, re-derived by
 * the tests): numerators over 416·415·414·413·412·411.
 */
export const EXACT_8_DECKS = {
  denominator: 4_998_398_275_503_360n,
  player: 2_230_518_282_592_256n,
  banker: 2_292_252_566_437_888n,
  tie: 475_627_426_473_216n,
  /** P(pair) = 13·32·31 / (416·415). */
  pair: { numerator: 12_896n, denominator: 172_640n },
} as const;

const E = EXACT_8_DECKS;
const ratio = (numerator: bigint, denominator: bigint): number => Number(numerator) / Number(denominator);

/** Exact RTP of each bet as a fraction (numerator, denominator) and its value. */
export const BACCARAT_RTP = {
  player: { numerator: 2n * E.player + E.tie, denominator: E.denominator },
  banker: { numerator: 195n * E.banker + 100n * E.tie, denominator: 100n * E.denominator },
  tie: { numerator: 9n * E.tie, denominator: E.denominator },
  playerPair: { numerator: 12n * E.pair.numerator, denominator: E.pair.denominator },
  bankerPair: { numerator: 12n * E.pair.numerator, denominator: E.pair.denominator },
} as const;

export const rtpOf = (bet: BaccaratBet): number => ratio(BACCARAT_RTP[bet].numerator, BACCARAT_RTP[bet].denominator);

/** Point value of a card: A = 1, 2–9 face value, 10/J/Q/K = 0. */
export function pointValue(card: Card): number {
  const rank = rankOf(card);
  if (rank === RANK_ACE) return 1;
  return rank < RANK_TEN ? rank + 2 : 0;
}

export type BaccaratChoicesInput = Partial<Record<BaccaratBet, number | string>>;
export type BaccaratChoices = Partial<Record<BaccaratBet, bigint>>;

export interface BaccaratDetail {
  /** Cards by name ('As', 'Td'), in the order each side received them. */
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
  bets: { bet: BaccaratBet; amount: string; payout: string }[];
}

/** What one chip returns (stake included) for the coup's result. */
export function betPayout(
  bet: BaccaratBet,
  amount: bigint,
  winner: BaccaratWinner,
  playerPair: boolean,
  bankerPair: boolean,
): bigint {
  switch (bet) {
    case 'player':
      return winner === 'player' ? 2n * amount : winner === 'tie' ? amount : 0n;
    case 'banker':
      return winner === 'banker' ? amount + (amount * 95n) / 100n : winner === 'tie' ? amount : 0n;
    case 'tie':
      return winner === 'tie' ? 9n * amount : 0n;
    case 'playerPair':
      return playerPair ? 12n * amount : 0n;
    case 'bankerPair':
      return bankerPair ? 12n * amount : 0n;
  }
}

/** Plays a coup from cards in dealing order (at least the cards the tableau reads). */
export function playBaccarat(
  choices: BaccaratChoices,
  cards: readonly Card[],
): { payout: bigint; detail: BaccaratDetail } {
  const coup = playCoup(cards.map(pointValue));
  const at = (i: number): Card => cards[i] ?? 0;
  const playerCards = [at(0), at(2)];
  const bankerCards = [at(1), at(3)];
  let next = 4;
  if (coup.playerCards === 3) playerCards.push(at(next++));
  if (coup.bankerCards === 3) bankerCards.push(at(next++));
  const playerPair = rankOf(at(0)) === rankOf(at(2));
  const bankerPair = rankOf(at(1)) === rankOf(at(3));
  let payout = 0n;
  const bets: BaccaratDetail['bets'] = [];
  for (const bet of BACCARAT_BETS) {
    const amount = choices[bet];
    if (amount === undefined) continue;
    const chipPayout = betPayout(bet, amount, coup.winner, playerPair, bankerPair);
    payout += chipPayout;
    bets.push({ bet, amount: amount.toString(), payout: chipPayout.toString() });
  }
  return {
    payout,
    detail: {
      player: playerCards.map(cardName),
      banker: bankerCards.map(cardName),
      playerTotal: coup.playerTotal,
      bankerTotal: coup.bankerTotal,
      winner: coup.winner,
      playerPair,
      bankerPair,
      bets,
    },
  };
}

const rtpEntry = (bet: BaccaratBet) => ({
  exact: `${BACCARAT_RTP[bet].numerator}/${BACCARAT_RTP[bet].denominator}`,
  value: Number(rtpOf(bet).toFixed(8)),
});

export const baccaratGame: StudioGame<BaccaratChoices, BaccaratDetail> = {
  code: 'fortuna-baccarat',
  version: '1.0.0',
  statedRtp: rtpOf('player'),
  paytable: {
    game: 'fortuna-baccarat',
    variant: 'punto banco',
    shoe: { decks: BACCARAT_DECKS, cards: 52 * BACCARAT_DECKS, shuffled: 'every coup (Fisher–Yates, first 6 cards)' },
    cardValues: 'A = 1, 2–9 face value, 10/J/Q/K = 0; a hand is worth its sum mod 10',
    tableau: {
      naturals: 'either side on 8 or 9 with two cards: both stand',
      player: 'draws on 0–5, stands on 6–7',
      bankerWhenPlayerStood: 'draws on 0–5, stands on 6–7',
      bankerWhenPlayerDrew:
        '0–2 draws; 3 draws unless the player’s third card is 8; 4 on 2–7; 5 on 4–7; 6 on 6–7; 7 stands',
    },
    bets: [
      { bet: 'player', pays: '1:1', onTie: 'push', rtp: rtpEntry('player') },
      { bet: 'banker', pays: '0.95:1 (5% commission, floored)', onTie: 'push', rtp: rtpEntry('banker') },
      { bet: 'tie', pays: '8:1', rtp: rtpEntry('tie') },
      {
        bet: 'playerPair',
        pays: '11:1',
        wins: 'player’s first two cards of the same rank',
        rtp: rtpEntry('playerPair'),
      },
      {
        bet: 'bankerPair',
        pays: '11:1',
        wins: 'banker’s first two cards of the same rank',
        rtp: rtpEntry('bankerPair'),
      },
    ],
    payout: 'a winning chip returns amount × (odds + 1); banker returns amount + floor(amount × 95 / 100)',
    rtp: {
      statedRtpIs: 'the player bet’s exact RTP (each bet has its own, listed above)',
      exact: rtpEntry('player').exact,
      value: rtpOf('player'),
    },
  },

  validate(input) {
    if (!isRecord(input))
      return { ok: false, message: `Choices must be an object of chip amounts by bet (${BACCARAT_BETS.join(', ')}).` };
    const choices: BaccaratChoices = {};
    let total = 0n;
    for (const [key, value] of Object.entries(input)) {
      if (!(BACCARAT_BETS as readonly string[]).includes(key))
        return { ok: false, message: `Unknown bet '${key}': bets are ${BACCARAT_BETS.join(', ')}.` };
      const amount = parseMinorUnits(value);
      if (amount === null)
        return { ok: false, message: `Bet '${key}': amount must be a whole number of minor units, at least 1.` };
      choices[key as BaccaratBet] = amount;
      total += amount;
    }
    if (total === 0n) return { ok: false, message: 'Place a chip on at least one bet.' };
    if (total > MAX_STAKE_MINOR) return { ok: false, message: 'Total stake is too large.' };
    return { ok: true, choices };
  },

  stakeOf(choices) {
    let total = 0n;
    for (const bet of BACCARAT_BETS) total += choices[bet] ?? 0n;
    return total;
  },

  play(choices: BaccaratChoices, rng: Rng) {
    return playBaccarat(choices, dealFromShoe(rng, BACCARAT_DECKS, BACCARAT_CARDS_READ));
  },
};
