/**
 * Punto banco third-card rules on point values (A = 1, 2–9 face value, 10/J/Q/K = 0; a hand is
 * worth the sum mod 10). Cards are dealt player, banker, player, banker, then the player's third
 * card (if any), then the banker's third card (if any).
 */

/** Whether the player draws a third card: on 0–5 unless either hand is a natural (8 or 9). */
export function playerDraws(playerTotal: number, bankerTotal: number): boolean {
  if (playerTotal >= 8 || bankerTotal >= 8) return false;
  return playerTotal <= 5;
}

/**
 * Whether the banker draws, after the player's turn. `playerThird` is the point value of the
 * player's third card, or null when the player stood. Naturals are settled before this is asked.
 *
 * Player stood: banker draws on 0–5. Player drew p: banker 0–2 draws; 3 draws unless p = 8;
 * 4 draws on p 2–7; 5 on p 4–7; 6 on p 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface CoupResult {
  playerTotal: number;
  bankerTotal: number;
  /** Number of cards each side took (2 or 3). */
  playerCards: number;
  bankerCards: number;
  winner: BaccaratWinner;
}

/**
 * A coup from point values in dealing order (at least four; the fifth and sixth are read only when
 * the tableau draws them).
 */
export function playCoup(points: readonly number[]): CoupResult {
  const at = (i: number): number => {
    const v = points[i];
    if (v === undefined) throw new RangeError('not enough cards for the coup');
    return v;
  };
  let player = (at(0) + at(2)) % 10;
  let banker = (at(1) + at(3)) % 10;
  let next = 4;
  let playerCards = 2;
  let bankerCards = 2;
  if (player < 8 && banker < 8) {
    let playerThird: number | null = null;
    if (playerDraws(player, banker)) {
      playerThird = at(next++);
      player = (player + playerThird) % 10;
      playerCards = 3;
    }
    if (bankerDraws(banker, playerThird)) {
      banker = (banker + at(next++)) % 10;
      bankerCards = 3;
    }
  }
  const winner: BaccaratWinner = player > banker ? 'player' : banker > player ? 'banker' : 'tie';
  return { playerTotal: player, bankerTotal: banker, playerCards, bankerCards, winner };
}
