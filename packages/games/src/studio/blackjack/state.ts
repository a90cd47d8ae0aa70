import type { Rng } from '../../fairness/fair-rng';
import { type Card, shuffledShoe } from '../cards/cards';
import { cardPoints, handValue, isBlackjack } from './rules';

/**
 * Fortuna Blackjack: 6 decks, the whole 312-card shoe shuffled from the RNG when the round starts
 * (Fisher–Yates, 312 floats), so a round is fully determined by the seeds, the nonce and the
 * player's actions and replays exactly. Cards are dealt from the top of that order: player,
 * dealer up card, player, dealer hole card, then as the actions ask.
 *
 * Rules: dealer stands on all 17s (soft 17 included) and peeks for blackjack under an ace or a
 * ten-valued card (when the dealer has blackjack the player loses only the initial bet, or pushes
 * with a blackjack); blackjack pays 3:2 (floored); insurance (half the bet, floored) is offered when
 * the dealer shows an ace and pays 2:1; double on any first two cards, also after a split;
 * split any two cards of the same point value (10-J is a pair) up to 3 times (4 hands); split
 * aces take one card each and cannot be resplit or doubled; 21 after a split is not blackjack;
 * no surrender. On a split both new hands receive their second card at once (first, then second).
 *
 * Money: every double and split adds a wager equal to the hand's bet, insurance half the initial
 * bet. The state machine keeps `wagered` (everything the player put in) and `returned`
 * (everything paid back, stakes included); the server debits each extra wager as the action is
 * taken.
 */

export const BLACKJACK_DECKS = 6;
export const MAX_HANDS = 4;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'no-insurance',
];

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  cards: Card[];
  /** This hand's wager (doubled included). */
  bet: bigint;
  doubled: boolean;
  fromSplit: boolean;
  splitAces: boolean;
  done: boolean;
  result: HandResult | null;
  returned: bigint;
}

export interface BlackjackState {
  stake: bigint;
  /** The whole shuffled shoe; `next` is the index of the next card to deal. */
  shoe: readonly Card[];
  next: number;
  dealer: Card[];
  hands: BlackjackHand[];
  active: number;
  phase: 'insurance' | 'player' | 'settled';
  insurance: bigint;
  wagered: bigint;
  returned: bigint;
  actions: BlackjackAction[];
}

export interface BlackjackChoices {
  stake: bigint;
  /** The player's decisions in order, for replaying a finished round; absent: basic strategy plays. */
  actions?: BlackjackAction[];
}

/** Most decisions one round can take (4 hands hitting to 21 one card at a time, insurance). */
export const MAX_ROUND_ACTIONS = 64;

export class BlackjackActionError extends Error {}

function draw(state: BlackjackState): Card {
  const card = state.shoe[state.next];
  if (card === undefined) throw new Error('the shoe ran out'); // 312 cards: cannot happen in one round
  state.next++;
  return card;
}

function clone(state: BlackjackState): BlackjackState {
  return {
    ...state,
    dealer: [...state.dealer],
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    actions: [...state.actions],
  };
}

const newHand = (cards: Card[], bet: bigint, fromSplit: boolean): BlackjackHand => ({
  cards,
  bet,
  doubled: false,
  fromSplit,
  splitAces: false,
  done: false,
  result: null,
  returned: 0n,
});

/** The hand the player is deciding on, while the player acts. */
export const activeHand = (state: BlackjackState): BlackjackHand | undefined =>
  state.phase === 'player' ? state.hands[state.active] : undefined;

/** The dealer's up card shows an ace. */
const dealerShowsAce = (state: BlackjackState): boolean => cardPoints(state.dealer[0] ?? 0) === 11;

/** Actions the player may take now. */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return state.stake / 2n > 0n ? ['insurance', 'no-insurance'] : ['no-insurance'];
  const hand = activeHand(state);
  if (!hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  const two = hand.cards.length === 2;
  if (two && !hand.splitAces) actions.push('double');
  const [a, b] = hand.cards;
  if (two && a !== undefined && b !== undefined && cardPoints(a) === cardPoints(b) && state.hands.length < MAX_HANDS)
    actions.push('split');
  return actions;
}

function settle(state: BlackjackState): void {
  const dealerBlackjack = isBlackjack(state.dealer);
  const first = state.hands[0];
  const naturalRound = state.hands.length === 1 && first !== undefined && isBlackjack(first.cards);
  const live = state.hands.some((hand) => handValue(hand.cards).total <= 21);
  if (!dealerBlackjack && !naturalRound && live) {
    while (handValue(state.dealer).total < 17) state.dealer.push(draw(state));
  }
  const dealerTotal = handValue(state.dealer).total;
  let returned = dealerBlackjack ? 3n * state.insurance : 0n;
  for (const hand of state.hands) {
    const total = handValue(hand.cards).total;
    const natural = !hand.fromSplit && isBlackjack(hand.cards);
    let result: HandResult;
    if (natural) result = dealerBlackjack ? 'push' : 'blackjack';
    else if (dealerBlackjack) result = 'lose';
    else if (total > 21) result = 'bust';
    else if (dealerTotal > 21 || total > dealerTotal) result = 'win';
    else result = total === dealerTotal ? 'push' : 'lose';
    hand.result = result;
    hand.returned =
      result === 'blackjack'
        ? hand.bet + (hand.bet * 3n) / 2n
        : result === 'win'
          ? 2n * hand.bet
          : result === 'push'
            ? hand.bet
            : 0n;
    hand.done = true;
    returned += hand.returned;
  }
  state.returned = returned;
  state.phase = 'settled';
}

/** After the insurance decision (or at once without an ace up): the dealer peeks, naturals settle. */
function peek(state: BlackjackState): void {
  const first = state.hands[0];
  if (isBlackjack(state.dealer) || (first && isBlackjack(first.cards))) settle(state);
  else state.phase = 'player';
}

/** Moves to the next hand still to play; when none is left the dealer plays and the round settles. */
function advance(state: BlackjackState): void {
  while (state.active < state.hands.length && state.hands[state.active]?.done) state.active++;
  if (state.active >= state.hands.length) settle(state);
}

/** Starts a round: shuffles the whole shoe from the RNG and deals. */
export function start(choices: BlackjackChoices, rng: Rng): BlackjackState {
  return startFromShoe(choices, shuffledShoe(rng, BLACKJACK_DECKS));
}

/** Starts a round from a given shoe order (tests, replays). */
export function startFromShoe(choices: BlackjackChoices, shoe: readonly Card[]): BlackjackState {
  const state: BlackjackState = {
    stake: choices.stake,
    shoe,
    next: 0,
    dealer: [],
    hands: [],
    active: 0,
    phase: 'player',
    insurance: 0n,
    wagered: choices.stake,
    returned: 0n,
    actions: [],
  };
  const p1 = draw(state);
  const d1 = draw(state);
  const p2 = draw(state);
  const d2 = draw(state);
  state.hands.push(newHand([p1, p2], choices.stake, false));
  state.dealer.push(d1, d2);
  if (dealerShowsAce(state)) state.phase = 'insurance';
  else peek(state);
  return state;
}

/** The state after one player action (the input state is left unchanged). Illegal actions throw. */
export function act(previous: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!legalActions(previous).includes(action)) {
    const legal = legalActions(previous);
    throw new BlackjackActionError(
      legal.length === 0
        ? `The round is over: no action is possible.`
        : `'${action}' is not possible now; possible: ${legal.join(', ')}.`,
    );
  }
  const state = clone(previous);
  state.actions.push(action);
  if (action === 'insurance' || action === 'no-insurance') {
    if (action === 'insurance') {
      state.insurance = state.stake / 2n;
      state.wagered += state.insurance;
    }
    peek(state);
    return state;
  }
  const hand = state.hands[state.active];
  if (!hand) throw new Error('no active hand');
  switch (action) {
    case 'hit':
      hand.cards.push(draw(state));
      if (handValue(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      state.wagered += hand.bet;
      hand.bet *= 2n;
      hand.doubled = true;
      hand.cards.push(draw(state));
      hand.done = true;
      break;
    case 'split': {
      const [a, b] = hand.cards as [Card, Card];
      const aces = cardPoints(a) === 11;
      const second = newHand([b], hand.bet, true);
      hand.cards = [a];
      hand.fromSplit = true;
      state.wagered += second.bet;
      state.hands.splice(state.active + 1, 0, second);
      for (const h of [hand, second]) {
        h.cards.push(draw(state));
        h.splitAces = aces;
        h.done = aces || handValue(h.cards).total === 21;
      }
      break;
    }
  }
  advance(state);
  return state;
}

/** Replays a round from its decisions; throws when one is not possible or the round is left unfinished. */
export function replayActions(state: BlackjackState, actions: readonly BlackjackAction[]): BlackjackState {
  let current = state;
  for (const action of actions) current = act(current, action);
  if (current.phase !== 'settled') throw new BlackjackActionError('The actions leave the round unfinished.');
  return current;
}
