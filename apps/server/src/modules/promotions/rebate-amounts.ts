import type { GameType } from '@fortuna/contracts/catalogue';
import type { RebateAreaPart } from '../../db/schema/index';

export interface AreaCounter {
  gameType: GameType;
  validBetMinor: bigint;
  claimedValidBetMinor: bigint;
}

/**
 * The rebate of each area with valid bet since the last claim: that valid bet × the level's rate (basis points),
 * rounded down to the minor unit. Areas without a rate show 0 and keep their valid bet for a later level.
 */
export function rebateParts(counters: AreaCounter[], ratesBp: Partial<Record<GameType, number>>): RebateAreaPart[] {
  return counters
    .filter((counter) => counter.validBetMinor > counter.claimedValidBetMinor)
    .map((counter) => {
      const validBetMinor = counter.validBetMinor - counter.claimedValidBetMinor;
      const rateBp = ratesBp[counter.gameType] ?? 0;
      return {
        gameType: counter.gameType,
        validBetMinor: validBetMinor.toString(),
        rateBp,
        amountMinor: ((validBetMinor * BigInt(rateBp)) / 10_000n).toString(),
      };
    })
    .sort((a, b) => a.gameType.localeCompare(b.gameType));
}

export function totalOf(parts: RebateAreaPart[]): bigint {
  return parts.reduce((sum, part) => sum + BigInt(part.amountMinor), 0n);
}
