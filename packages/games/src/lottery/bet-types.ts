/**
 * The bet types of the Vietnamese North format (fast e-lottery and the daily draw alike), how many
 * numbers each line takes and of what shape, and the odds each pays. Odds are in hundredths of the
 * stake (350 = 3.5× the stake per point).
 */
export const LOTTERY_BET_TYPES = [
  'lo2',
  'de',
  'ba_cang',
  'dau',
  'duoi',
  'xien2',
  'xien3',
  'xien4',
  'lo_truot4',
] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

export interface BetTypeRule {
  /** Digits of each number the player enters (1 for a head or tail digit). */
  digits: number;
  /**
   * `single`: every entered number is its own line (stake per point on each);
   * `group`: the numbers together are one line of exactly `groupSize` numbers.
   */
  shape: 'single' | 'group';
  groupSize?: number;
  /** Payout per point per hit, in hundredths of the stake. */
  oddsHundredths: number;
}

export const BET_TYPE_RULES: Readonly<Record<LotteryBetType, BetTypeRule>> = {
  // Lô: the number among the last two digits of all 27 prizes; paid once per occurrence.
  lo2: { digits: 2, shape: 'single', oddsHundredths: 350 },
  // Đề: the last two digits of the special prize.
  de: { digits: 2, shape: 'single', oddsHundredths: 9_500 },
  // 3 càng: the last three digits of the special prize.
  ba_cang: { digits: 3, shape: 'single', oddsHundredths: 95_000 },
  // Đầu / đuôi: the tens (head) or units (tail) digit of the special prize's last two.
  dau: { digits: 1, shape: 'single', oddsHundredths: 950 },
  duoi: { digits: 1, shape: 'single', oddsHundredths: 950 },
  // Xiên: every number of the group appears among the 27 (at least once each).
  xien2: { digits: 2, shape: 'group', groupSize: 2, oddsHundredths: 1_700 },
  xien3: { digits: 2, shape: 'group', groupSize: 3, oddsHundredths: 7_700 },
  xien4: { digits: 2, shape: 'group', groupSize: 4, oddsHundredths: 35_000 },
  // Lô trượt: none of the four numbers appears among the 27.
  lo_truot4: { digits: 2, shape: 'group', groupSize: 4, oddsHundredths: 285 },
};

/** At most this many numbers on one ticket (the whole 00–99 grid). */
export const MAX_TICKET_NUMBERS = 100;

export function isLotteryBetType(value: unknown): value is LotteryBetType {
  return typeof value === 'string' && (LOTTERY_BET_TYPES as readonly string[]).includes(value);
}
