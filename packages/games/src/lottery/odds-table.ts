import { BET_TYPE_RULES, LOTTERY_BET_TYPES, type LotteryBetType } from './bet-types';
import { NORTH_NUMBER_COUNT } from './north-result';

const ENDS = NORTH_NUMBER_COUNT; // 27 two-digit ends, each uniform on 00–99 and independent

/** P(none of k given distinct two-digit numbers appears among the 27 ends). */
function noneOf(k: number): number {
  return ((100 - k) / 100) ** ENDS;
}

/** P(all of k distinct two-digit numbers appear at least once), by inclusion–exclusion. */
function allOf(k: number): number {
  let total = 0;
  let binomial = 1;
  for (let j = 0; j <= k; j++) {
    total += (j % 2 === 0 ? 1 : -1) * binomial * noneOf(j);
    binomial = (binomial * (k - j)) / (j + 1);
  }
  return total;
}

/** Expected hits of one line per point (lô counts every occurrence: 27 ends × 1/100). */
export function expectedHits(betType: LotteryBetType): number {
  switch (betType) {
    case 'lo2':
      return ENDS / 100;
    case 'de':
      return 1 / 100;
    case 'ba_cang':
      return 1 / 1000;
    case 'dau':
    case 'duoi':
      return 1 / 10;
    case 'xien2':
      return allOf(2);
    case 'xien3':
      return allOf(3);
    case 'xien4':
      return allOf(4);
    case 'lo_truot4':
      return noneOf(4);
  }
}

/** The exact return to player of a bet type: expected hits × odds. */
export function statedRtp(betType: LotteryBetType): number {
  return (expectedHits(betType) * BET_TYPE_RULES[betType].oddsHundredths) / 100;
}

/** The odds table as players and staff see it: odds (× stake per point) and the stated RTP. */
export function oddsTable(): { betType: LotteryBetType; odds: number; rtp: number }[] {
  return LOTTERY_BET_TYPES.map((betType) => ({
    betType,
    odds: BET_TYPE_RULES[betType].oddsHundredths / 100,
    rtp: Math.round(statedRtp(betType) * 10_000) / 10_000,
  }));
}
