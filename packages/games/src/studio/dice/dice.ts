import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { isRecord, parseMinorUnits } from '../money';

/**
 * Fortuna Dice. The roll is Stake's: roll = floor(float × 10001) / 100, one of the 10,001 values
 * 0.00–100.00. The player rolls under a target (wins when roll < target) or over it (wins when
 * roll > target); a roll equal to the target loses. Chance is quoted in hundredths of a percent:
 * under T → T%, over T → (100 − T)%, from 0.01% to 98.00%. Multiplier = 99 / chance%, i.e. the
 * exact ratio 9900 / chanceHundredths; payout = floor(stake × 9900 / chanceHundredths).
 *
 * A winning set of c hundredths holds c of the 10,001 rolls, so every bet returns
 * (c / 10001) × (9900 / c) = 9900 / 10001 = 98.9901% exactly (before flooring to the minor unit):
 * the quoted 1% edge plus the roll of 100.00 (or 0.00) that Stake's formula adds.
 */

export const DICE_OUTCOMES = 10_001;
/** 99% expressed in hundredths of a percent: multiplier = DICE_MULTIPLIER_NUMERATOR / chanceHundredths. */
export const DICE_MULTIPLIER_NUMERATOR = 9_900;
export const DICE_MIN_CHANCE = 1; // 0.01%
export const DICE_MAX_CHANCE = 9_800; // 98.00%

export type DiceDirection = 'over' | 'under';

/** What the player sends: stake in minor units (integer number or digit string), direction, target with ≤ 2 decimals. */
export interface DiceChoicesInput {
  stake: number | string;
  direction: DiceDirection;
  target: number | string;
}

/** Validated choices: the target in hundredths (5050 = 50.50). */
export interface DiceChoices {
  stake: bigint;
  direction: DiceDirection;
  targetHundredths: number;
}

export interface DiceDetail {
  /** The roll, 0.00–100.00. */
  roll: number;
  direction: DiceDirection;
  target: number;
  /** Chance of winning in percent (49.5 = 49.50%). */
  chance: number;
  /** Multiplier shown to the player, 4 decimals, rounded down. */
  multiplier: string;
  /** The exact multiplier numerator / denominator. */
  multiplierRatio: { numerator: number; denominator: number };
  win: boolean;
}

/** The roll in hundredths (0–10000) from one float: floor(float × 10001). */
export function diceRollHundredths(float: number): number {
  return Math.floor(float * DICE_OUTCOMES);
}

/** Chance of winning in hundredths of a percent for a direction and target. */
export function diceChanceHundredths(direction: DiceDirection, targetHundredths: number): number {
  return direction === 'under' ? targetHundredths : 10_000 - targetHundredths;
}

/** Payout of a winning bet: floor(stake × 9900 / chance). */
export function diceWinPayout(stake: bigint, chanceHundredths: number): bigint {
  return (stake * BigInt(DICE_MULTIPLIER_NUMERATOR)) / BigInt(chanceHundredths);
}

/** 9900 / chance as a decimal string with 4 places, rounded down (2.0000, 9900.0000, 1.0102). */
export function diceMultiplierText(chanceHundredths: number): string {
  const tenThousandths = (BigInt(DICE_MULTIPLIER_NUMERATOR) * 10_000n) / BigInt(chanceHundredths);
  return `${tenThousandths / 10_000n}.${(tenThousandths % 10_000n).toString().padStart(4, '0')}`;
}

function parseTargetHundredths(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const hundredths = Math.round(value * 100);
    if (Math.abs(value * 100 - hundredths) > 1e-6) return null;
    return hundredths;
  }
  if (typeof value === 'string') {
    const match = /^([0-9]{1,3})(?:\.([0-9]{1,2}))?$/.exec(value);
    if (!match) return null;
    return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  }
  return null;
}

const MIN_UNDER = DICE_MIN_CHANCE;
const MAX_UNDER = DICE_MAX_CHANCE;
const MIN_OVER = 10_000 - DICE_MAX_CHANCE;
const MAX_OVER = 10_000 - DICE_MIN_CHANCE;

const toTarget = (hundredths: number): number => hundredths / 100;

export const diceGame: StudioGame<DiceChoices, DiceDetail> = {
  code: 'fortuna-dice',
  version: '1.0.0',
  statedRtp: DICE_MULTIPLIER_NUMERATOR / DICE_OUTCOMES,
  paytable: {
    game: 'fortuna-dice',
    roll: { formula: 'floor(float × 10001) / 100', min: 0, max: 100, outcomes: DICE_OUTCOMES },
    directions: {
      under: {
        wins: 'roll < target',
        chance: 'target %',
        targets: { min: toTarget(MIN_UNDER), max: toTarget(MAX_UNDER) },
      },
      over: {
        wins: 'roll > target',
        chance: '(100 − target) %',
        targets: { min: toTarget(MIN_OVER), max: toTarget(MAX_OVER) },
      },
    },
    chance: { min: DICE_MIN_CHANCE / 100, max: DICE_MAX_CHANCE / 100, step: 0.01 },
    multiplier: { formula: '99 / chance%', exact: '9900 / chanceHundredths', shownDecimals: 4 },
    payout: 'floor(stake × 9900 / chanceHundredths) minor units',
    houseEdge: 'multiplier 99/chance (1%); the 10,001st roll brings the exact RTP to 9900/10001',
    rtp: { exact: '9900/10001', value: DICE_MULTIPLIER_NUMERATOR / DICE_OUTCOMES },
  },

  validate(input) {
    if (!isRecord(input)) return { ok: false, message: 'Choices must be an object with stake, direction and target.' };
    const stake = parseMinorUnits(input.stake);
    if (stake === null) return { ok: false, message: 'Stake must be a whole number of minor units, at least 1.' };
    const direction = input.direction;
    if (direction !== 'over' && direction !== 'under') {
      return { ok: false, message: "Direction must be 'over' or 'under'." };
    }
    const targetHundredths = parseTargetHundredths(input.target);
    if (targetHundredths === null) return { ok: false, message: 'Target must be a number with at most two decimals.' };
    const [min, max] = direction === 'under' ? [MIN_UNDER, MAX_UNDER] : [MIN_OVER, MAX_OVER];
    if (targetHundredths < min || targetHundredths > max) {
      return {
        ok: false,
        message: `Target for roll ${direction} must be from ${toTarget(min).toFixed(2)} to ${toTarget(max).toFixed(2)} (chance 0.01% to 98.00%).`,
      };
    }
    return { ok: true, choices: { stake, direction, targetHundredths } };
  },

  stakeOf(choices) {
    return choices.stake;
  },

  play(choices: DiceChoices, rng: Rng) {
    const roll = diceRollHundredths(rng.nextFloat());
    const chance = diceChanceHundredths(choices.direction, choices.targetHundredths);
    const win = choices.direction === 'under' ? roll < choices.targetHundredths : roll > choices.targetHundredths;
    return {
      payout: win ? diceWinPayout(choices.stake, chance) : 0n,
      detail: {
        roll: roll / 100,
        direction: choices.direction,
        target: toTarget(choices.targetHundredths),
        chance: chance / 100,
        multiplier: diceMultiplierText(chance),
        multiplierRatio: { numerator: DICE_MULTIPLIER_NUMERATOR, denominator: chance },
        win,
      },
    };
  },
};
