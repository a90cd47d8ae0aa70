import { LINES } from '@fortuna/games/studio/slot-20/reels';
import { steppedValues } from '../../lib/money';

/** Coins per line the player can pick: from the minimum stake / 20 (rounded up) to the maximum / 20. */
export function coinValues(minStake: bigint, maxStake: bigint): bigint[] {
  const lines = BigInt(LINES);
  const min = (minStake + lines - 1n) / lines || 1n;
  const max = maxStake / lines;
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
