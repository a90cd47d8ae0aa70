import {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  type DiceDirection,
  diceChanceHundredths,
  diceMultiplierText,
  diceWinPayout,
} from '@fortuna/games/studio/dice/dice';

/*
 * The dice slip's numbers, from the game's own pure functions (dice.ts imports node:crypto only as
 * a type, so it is browser-safe): the player sees exactly what the server will pay.
 */

export type { DiceDirection };

/** Lowest and highest target (hundredths) for a direction: chance 0.01% … 98.00%. */
export function targetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_CHANCE, max: DICE_MAX_CHANCE }
    : { min: 10_000 - DICE_MAX_CHANCE, max: 10_000 - DICE_MIN_CHANCE };
}

/** A target in hundredths kept inside the direction's range (and rounded to a whole hundredth). */
export function clampTarget(direction: DiceDirection, hundredths: number): number {
  const { min, max } = targetRange(direction);
  const whole = Math.round(Number.isFinite(hundredths) ? hundredths : 5_000);
  return Math.min(max, Math.max(min, whole));
}

/** Flipping over/under keeps the chance: the target is mirrored (under 30 ↔ over 70). */
export function flipDirection(
  direction: DiceDirection,
  targetHundredths: number,
): { direction: DiceDirection; target: number } {
  const next: DiceDirection = direction === 'under' ? 'over' : 'under';
  return { direction: next, target: clampTarget(next, 10_000 - targetHundredths) };
}

/** "49.5" / "49.50" / "7" → hundredths, or null. */
export function parseTarget(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
}

/** 4950 → "49.50". */
export function hundredthsText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  return `${whole}.${String(hundredths % 100).padStart(2, '0')}`;
}

export interface DiceQuote {
  chanceHundredths: number;
  /** Win chance in percent with two decimals ("49.50"). */
  chanceText: string;
  /** Multiplier with four decimals, rounded down ("2.0000"), as the round's detail shows it. */
  multiplierText: string;
  /** What a win returns, stake included (minor units). */
  payoutOnWin: bigint;
  /** Payout minus stake. */
  profitOnWin: bigint;
}

/** The numbers of a dice slip: chance, multiplier and payout on win. */
export function diceQuote(direction: DiceDirection, targetHundredths: number, stake: bigint): DiceQuote {
  const chanceHundredths = diceChanceHundredths(direction, clampTarget(direction, targetHundredths));
  const payoutOnWin = diceWinPayout(stake, chanceHundredths);
  return {
    chanceHundredths,
    chanceText: hundredthsText(chanceHundredths),
    multiplierText: diceMultiplierText(chanceHundredths),
    payoutOnWin,
    profitOnWin: payoutOnWin - stake,
  };
}

/** Whether a roll (hundredths) wins for the slip: under → roll < target, over → roll > target. */
export function diceWins(direction: DiceDirection, targetHundredths: number, rollHundredths: number): boolean {
  return direction === 'under' ? rollHundredths < targetHundredths : rollHundredths > targetHundredths;
}

/** The choices the server expects: stake as minor-unit text, target with two decimals. */
export function diceChoices(direction: DiceDirection, targetHundredths: number, stake: bigint) {
  return { stake: stake.toString(), direction, target: hundredthsText(clampTarget(direction, targetHundredths)) };
}
