import { steppedValues } from '../../lib/money';

/**
 * The coins the player can pick when the stake is coin × `perStake` (lines or bet multiplier):
 * from the minimum stake / perStake (rounded up) to the maximum / perStake.
 */
export function coinValues(minStake: bigint, maxStake: bigint, perStake: number): bigint[] {
  const per = BigInt(Math.max(1, perStake));
  const min = (minStake + per - 1n) / per || 1n;
  const max = maxStake / per;
  return steppedValues(min, max < min ? min : max, 14);
}

/** The celebration a win earns, by multiples of the total stake: 10× big, 25× mega, 50× epic. */
export function winLevel(win: bigint, totalStake: bigint): 'big' | 'mega' | 'epic' | null {
  if (totalStake <= 0n) return null;
  if (win >= totalStake * 50n) return 'epic';
  if (win >= totalStake * 25n) return 'mega';
  if (win >= totalStake * 10n) return 'big';
  return null;
}
