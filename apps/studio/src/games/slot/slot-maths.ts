import { LINES } from '@fortuna/games/studio/slot-20/reels';
import { coinValues as commonCoinValues } from '../slot-common/coins';

export { winLevel } from '../slot-common/coins';

/** Coins per line the player can pick: from the minimum stake / 20 (rounded up) to the maximum / 20. */
export function coinValues(minStake: bigint, maxStake: bigint): bigint[] {
  return commonCoinValues(minStake, maxStake, LINES);
}
