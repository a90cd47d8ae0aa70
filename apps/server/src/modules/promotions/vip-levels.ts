import type { GameType } from '@fortuna/contracts/catalogue';
import type { RebateRates } from '@fortuna/contracts/vip';

/** What a level asks, in minor units. */
export interface LevelThresholds {
  rank: number;
  validBetThresholdMinor: bigint;
  depositThresholdMinor: bigint;
}

export interface MemberTotals {
  validBetMinor: bigint;
  depositMinor: bigint;
}

/** The highest rank whose valid bet and deposit thresholds the totals both reach (0: none); levels lowest first. */
export function rankReached(levels: LevelThresholds[], totals: MemberTotals): number {
  let rank = 0;
  for (const level of levels) {
    const isReached =
      totals.validBetMinor >= level.validBetThresholdMinor && totals.depositMinor >= level.depositThresholdMinor;
    if (!isReached) break;
    rank = level.rank;
  }
  return rank;
}

/**
 * The level a member holds: the rank the rollups reach now, or a higher one reached before (levels are kept
 * once reached, even when staff raise the thresholds later).
 */
export function keptRank(computedRank: number, reachedRanks: number[]): number {
  return Math.max(computedRank, ...reachedRanks);
}

/** Ranks newly reached: each pays its upgrade bonus once, including levels jumped over. */
export function newlyReachedRanks(computedRank: number, reachedRanks: number[]): number[] {
  const paid = new Set(reachedRanks);
  return Array.from({ length: computedRank }, (_, index) => index + 1).filter((rank) => !paid.has(rank));
}

/** "0.8" % → 80 basis points. */
export function percentToBasisPoints(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 80 basis points → "0.8". */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export function ratesToBasisPoints(rates: RebateRates): Partial<Record<GameType, number>> {
  return Object.fromEntries(Object.entries(rates).map(([area, percent]) => [area, percentToBasisPoints(percent)]));
}

export function ratesToPercent(rates: Partial<Record<GameType, number>>): RebateRates {
  return Object.fromEntries(Object.entries(rates).map(([area, bp]) => [area, basisPointsToPercent(bp)]));
}
