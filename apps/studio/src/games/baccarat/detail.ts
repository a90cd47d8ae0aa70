import { BACCARAT_BETS, type BaccaratBet, type BaccaratDetail } from '@fortuna/games/studio/baccarat/baccarat';
import { parseCardName } from '../../ui/cards/card-name';

export type { BaccaratBet, BaccaratDetail };
export { BACCARAT_BETS };

const isBet = (value: unknown): value is BaccaratBet =>
  typeof value === 'string' && (BACCARAT_BETS as readonly string[]).includes(value);

const isTotal = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9;

const hand = (value: unknown): string[] | null =>
  Array.isArray(value) &&
  (value.length === 2 || value.length === 3) &&
  value.every((card) => typeof card === 'string' && parseCardName(card) !== null)
    ? (value as string[])
    : null;

const minorText = (value: unknown): string => (typeof value === 'string' && /^\d+$/.test(value) ? value : '0');

/** The round's detail as a baccarat coup, or null when it is not one (two hands of 2–3 cards, a winner). */
export function asBaccaratDetail(detail: unknown): BaccaratDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Record<string, unknown>;
  const player = hand(d.player);
  const banker = hand(d.banker);
  if (!player || !banker || !isTotal(d.playerTotal) || !isTotal(d.bankerTotal)) return null;
  if (d.winner !== 'player' && d.winner !== 'banker' && d.winner !== 'tie') return null;
  const bets = Array.isArray(d.bets)
    ? d.bets.flatMap((entry) => {
        if (typeof entry !== 'object' || entry === null) return [];
        const b = entry as Record<string, unknown>;
        return isBet(b.bet) ? [{ bet: b.bet, amount: minorText(b.amount), payout: minorText(b.payout) }] : [];
      })
    : [];
  return {
    player,
    banker,
    playerTotal: d.playerTotal,
    bankerTotal: d.bankerTotal,
    winner: d.winner,
    playerPair: d.playerPair === true,
    bankerPair: d.bankerPair === true,
    bets,
  };
}
