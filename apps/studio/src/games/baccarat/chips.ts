import { BACCARAT_BETS, type BaccaratBet } from './detail';

/** One chip put down on a bet (kept in order so undo takes the last one back). */
export interface ChipPlacement {
  bet: BaccaratBet;
  amount: bigint;
}

/** The pays of each bet as the table prints them. */
export const BET_PAYS: Record<BaccaratBet, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};

/** The amount on each bet. */
export function amountsOf(placements: readonly ChipPlacement[]): Record<BaccaratBet, bigint> {
  const amounts: Record<BaccaratBet, bigint> = { player: 0n, banker: 0n, tie: 0n, playerPair: 0n, bankerPair: 0n };
  for (const chip of placements) amounts[chip.bet] += chip.amount;
  return amounts;
}

/** The total staked over every bet. */
export function totalOf(placements: readonly ChipPlacement[]): bigint {
  return placements.reduce((sum, chip) => sum + chip.amount, 0n);
}

/** The choices the server reads: the amount of each bet with chips, as strings. */
export function baccaratChoices(placements: readonly ChipPlacement[]): Partial<Record<BaccaratBet, string>> {
  const amounts = amountsOf(placements);
  const choices: Partial<Record<BaccaratBet, string>> = {};
  for (const bet of BACCARAT_BETS) if (amounts[bet] > 0n) choices[bet] = amounts[bet].toString();
  return choices;
}

/** Whether one more chip of `amount` keeps the total within `limit`. */
export function fitsLimit(placements: readonly ChipPlacement[], amount: bigint, limit: bigint): boolean {
  return totalOf(placements) + amount <= limit;
}

/**
 * The most a bet slip can return (stake included): banker and player exclude each other, tie
 * pushes them both, the pairs can win alongside anything.
 */
export function maxReturnOf(placements: readonly ChipPlacement[]): bigint {
  const a = amountsOf(placements);
  const pairs = 12n * a.playerPair + 12n * a.bankerPair;
  const playerWins = 2n * a.player;
  const bankerWins = a.banker + (a.banker * 95n) / 100n;
  const tieWins = 9n * a.tie + a.player + a.banker;
  const best = [playerWins, bankerWins, tieWins].reduce((max, value) => (value > max ? value : max), 0n);
  return best + pairs;
}
