import type { BlackjackAction, HandResult } from '@fortuna/games/studio/blackjack/state';
import { parseCardName } from '../../ui/cards/card-name';

export type { BlackjackAction, HandResult };

/** One player hand as the round's view lists it. */
export interface BlackjackHandView {
  cards: string[];
  total: number;
  bet: string;
  doubled: boolean;
  result: HandResult | null;
  returned: string;
}

/** The round's public view: the dealer's up card only until it settles, the hands, what may be done now. */
export interface BlackjackView {
  dealer: string[];
  dealerTotal: number;
  hands: BlackjackHandView[];
  insurance: string;
  actions: BlackjackAction[];
  wagered: string;
  returned: string;
  phase: 'insurance' | 'player' | 'settled';
  active: number;
  available: BlackjackAction[];
}

const ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'];
const RESULTS: readonly HandResult[] = ['blackjack', 'win', 'push', 'lose', 'bust'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const minor = (value: unknown): string =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? value : typeof value === 'number' ? String(value) : '0';
const cardsOf = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((c) => typeof c === 'string' && parseCardName(c) !== null)
    ? (value as string[])
    : null;
const actionsOf = (value: unknown): BlackjackAction[] =>
  Array.isArray(value) ? value.filter((a): a is BlackjackAction => ACTIONS.includes(a as BlackjackAction)) : [];

function asHand(value: unknown): BlackjackHandView | null {
  if (!isRecord(value)) return null;
  const cards = cardsOf(value.cards);
  if (!cards) return null;
  return {
    cards,
    total: typeof value.total === 'number' ? value.total : handValue(cards).total,
    bet: minor(value.bet),
    doubled: value.doubled === true,
    result: RESULTS.includes(value.result as HandResult) ? (value.result as HandResult) : null,
    returned: minor(value.returned),
  };
}

/**
 * The round's detail as a blackjack view, or null when it is not one. A finished round stored
 * without the phase fields (history, recall) reads as settled.
 */
export function asBlackjackView(detail: unknown): BlackjackView | null {
  if (!isRecord(detail)) return null;
  const dealer = cardsOf(detail.dealer);
  if (!dealer || !Array.isArray(detail.hands) || detail.hands.length === 0) return null;
  const hands = detail.hands.map(asHand);
  if (hands.some((hand) => hand === null)) return null;
  const phase = detail.phase === 'insurance' || detail.phase === 'player' ? detail.phase : 'settled';
  const active = typeof detail.active === 'number' && detail.active >= 0 ? detail.active : 0;
  return {
    dealer,
    dealerTotal: typeof detail.dealerTotal === 'number' ? detail.dealerTotal : handValue(dealer).total,
    hands: hands as BlackjackHandView[],
    insurance: minor(detail.insurance),
    actions: actionsOf(detail.actions),
    wagered: minor(detail.wagered),
    returned: minor(detail.returned),
    phase,
    active: Math.min(active, hands.length - 1),
    available: phase === 'settled' ? [] : actionsOf(detail.available),
  };
}

const POINTS: Record<string, number> = { T: 10, J: 10, Q: 10, K: 10, A: 11 };

/** Best blackjack total of the cards and whether an ace still counts 11 (a soft total). */
export function handValue(cards: readonly string[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const name of cards) {
    const rank = name[0]?.toUpperCase() ?? '';
    const points = POINTS[rank] ?? Number.parseInt(rank, 10);
    if (!Number.isFinite(points)) continue;
    if (points === 11) {
      aces++;
      total += 1;
    } else total += points;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

/** The total as a player reads it: '7 / 17' while soft below 21, otherwise the number. */
export function totalLabel(cards: readonly string[]): string {
  if (cards.length === 0) return '';
  const { total, soft } = handValue(cards);
  return soft && total < 21 ? `${total - 10} / ${total}` : String(total);
}

/** Two cards worth 21 (an ace and a ten-valued card). */
export const isNatural = (cards: readonly string[]): boolean => cards.length === 2 && handValue(cards).total === 21;
