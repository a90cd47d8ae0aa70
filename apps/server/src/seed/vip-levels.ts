import type { VipLevelInsert } from '../modules/promotions/vip.repo';

const MINOR = 100n;

/** The demo merchant's VIP table: five levels named in EN and TY, rebate in basis points of valid bet. */
export function demoVipLevels(merchantId: number): VipLevelInsert[] {
  const level = (
    rank: number,
    names: { EN: string; TY: string },
    validBet: bigint,
    deposit: bigint,
    upgradeBonus: bigint,
    monthlyBonus: bigint,
    rebateBp: number,
  ): VipLevelInsert => ({
    merchantId,
    rank,
    names,
    validBetThresholdMinor: validBet * MINOR,
    depositThresholdMinor: deposit * MINOR,
    upgradeBonusMinor: upgradeBonus * MINOR,
    monthlyBonusMinor: monthlyBonus * MINOR,
    rebateRatesBp: { LIVE: rebateBp, RNG: rebateBp + 20, FISH: rebateBp + 20, SPORTS: rebateBp, LOTT: rebateBp - 10 },
  });
  return [
    level(1, { EN: 'Bronze', TY: 'Đồng' }, 1_000_000n, 0n, 10_000n, 0n, 30),
    level(2, { EN: 'Silver', TY: 'Bạc' }, 50_000_000n, 5_000_000n, 100_000n, 50_000n, 40),
    level(3, { EN: 'Gold', TY: 'Vàng' }, 500_000_000n, 50_000_000n, 1_000_000n, 300_000n, 50),
    level(4, { EN: 'Platinum', TY: 'Bạch kim' }, 2_000_000_000n, 200_000_000n, 5_000_000n, 1_000_000n, 60),
    level(5, { EN: 'Diamond', TY: 'Kim cương' }, 10_000_000_000n, 1_000_000_000n, 20_000_000n, 5_000_000n, 80),
  ];
}
