import { parseCardName } from '../../ui/cards/card-name';
import type { BaccaratBet, BaccaratDetail } from './detail';

/** Point value of a card name: A = 1, 2–9 face value, 10/J/Q/K = 0 (unknown names count 0). */
export function cardPoint(name: string): number {
  const card = parseCardName(name);
  if (!card) return 0;
  if (card.rank === 'A') return 1;
  const index = '23456789'.indexOf(card.rank);
  return index >= 0 ? index + 2 : 0;
}

/** A hand's worth: the sum of its points mod 10. */
export function handTotal(cards: readonly string[]): number {
  return cards.reduce((sum, card) => sum + cardPoint(card), 0) % 10;
}

export type Side = 'player' | 'banker';

/** What the table says at a step of the coup (the third-card rule played out). */
export type Caption =
  | { kind: 'natural'; side: Side | 'both'; total: number }
  | { kind: 'draws' | 'stands'; side: Side; total: number };

/** One card of the coup in the order it is dealt, with both totals after it. */
export interface DealStep {
  side: Side;
  card: string;
  playerCards: number;
  bankerCards: number;
  playerTotal: number;
  bankerTotal: number;
  /** The rule the table applies once this card is down. */
  captions: Caption[];
}

/**
 * The coup's cards in dealing order (player, banker, player, banker, then each side's third card)
 * with the third-card rule's decisions told after the fourth card and after the player's third.
 */
export function dealSequence(detail: Pick<BaccaratDetail, 'player' | 'banker'>): DealStep[] {
  const order: [Side, string | undefined][] = [
    ['player', detail.player[0]],
    ['banker', detail.banker[0]],
    ['player', detail.player[1]],
    ['banker', detail.banker[1]],
    ['player', detail.player[2]],
    ['banker', detail.banker[2]],
  ];
  const shown: Record<Side, string[]> = { player: [], banker: [] };
  const steps: DealStep[] = [];
  for (const [side, card] of order) {
    if (card === undefined) continue;
    shown[side].push(card);
    steps.push({
      side,
      card,
      playerCards: shown.player.length,
      bankerCards: shown.banker.length,
      playerTotal: handTotal(shown.player),
      bankerTotal: handTotal(shown.banker),
      captions: [],
    });
  }
  const fourth = steps[3];
  if (!fourth) return steps;
  const playerDrew = detail.player.length === 3;
  const bankerDrew = detail.banker.length === 3;
  const { playerTotal, bankerTotal } = fourth;
  if (playerTotal >= 8 || bankerTotal >= 8) {
    const side = playerTotal >= 8 && bankerTotal >= 8 ? 'both' : playerTotal >= 8 ? 'player' : 'banker';
    fourth.captions.push({ kind: 'natural', side, total: Math.max(playerTotal, bankerTotal) });
    return steps;
  }
  fourth.captions.push({ kind: playerDrew ? 'draws' : 'stands', side: 'player', total: playerTotal });
  const bankerStep = playerDrew ? steps[4] : fourth;
  bankerStep?.captions.push({ kind: bankerDrew ? 'draws' : 'stands', side: 'banker', total: bankerTotal });
  return steps;
}

export type BetOutcome = 'win' | 'push' | 'lose';

/** How a bet fared in the coup: player/banker push on a tie, pairs look at the first two cards. */
export function betOutcome(
  bet: BaccaratBet,
  coup: Pick<BaccaratDetail, 'winner' | 'playerPair' | 'bankerPair'>,
): BetOutcome {
  switch (bet) {
    case 'player':
    case 'banker':
      return coup.winner === bet ? 'win' : coup.winner === 'tie' ? 'push' : 'lose';
    case 'tie':
      return coup.winner === 'tie' ? 'win' : 'lose';
    case 'playerPair':
      return coup.playerPair ? 'win' : 'lose';
    case 'bankerPair':
      return coup.bankerPair ? 'win' : 'lose';
  }
}

/** One bet's line in the result: stake, return (stake included) and how it fared. */
export interface BetResult {
  bet: BaccaratBet;
  amount: bigint;
  payout: bigint;
  outcome: BetOutcome;
}

const minor = (text: string): bigint => (/^\d+$/.test(text) ? BigInt(text) : 0n);

/** Every bet of the coup with its result, in the detail's order. */
export function betResults(detail: BaccaratDetail): BetResult[] {
  return detail.bets.map((line) => ({
    bet: line.bet,
    amount: minor(line.amount),
    payout: minor(line.payout),
    outcome: betOutcome(line.bet, detail),
  }));
}
