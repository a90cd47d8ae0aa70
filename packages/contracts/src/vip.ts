import { z } from 'zod';
import { GAME_TYPES } from './catalogue';
import { parseAmountText } from './money';
import { amountTextSchema, moneySchema } from './wallet';

/**
 * VIP programme (docs/promotions.md "VIP"): levels per merchant reached by cumulative valid bet and deposits,
 * each with an upgrade bonus paid once on reaching it, a monthly bonus and a rebate rate per game area.
 */

/** Rebate as a percentage of valid bet, at most two decimals ("0.8" is 0.8 %). */
export const rebatePercentSchema = z
  .string()
  .regex(
    /^(?:10(?:\.0{1,2})?|\d(?:\.\d{1,2})?)$/,
    'A rebate rate is a percentage from 0 to 10 with at most 2 decimals',
  );
export const rebateRatesSchema = z.partialRecord(z.enum(GAME_TYPES), rebatePercentSchema);
export type RebateRates = z.infer<typeof rebateRatesSchema>;

const levelNameSchema = z.string().trim().min(1).max(40);
export const vipLevelInputSchema = z.object({
  names: z.object({ EN: levelNameSchema, TY: levelNameSchema }),
  /** Cumulative valid bet needed (0: not needed). */
  validBetThreshold: amountTextSchema,
  /** Cumulative credited deposits needed (0: not needed). */
  depositThreshold: amountTextSchema,
  upgradeBonus: amountTextSchema,
  monthlyBonus: amountTextSchema,
  /** Paid on the member's birthday (profile), once a year; absent is 0. */
  birthdayBonus: amountTextSchema.optional(),
  /** Keep-level rule: valid bet a holder must reach in each review period (0 or absent: kept for good). */
  keepValidBet: amountTextSchema.optional(),
  rebateRates: rebateRatesSchema,
});
export type VipLevelInput = z.infer<typeof vipLevelInputSchema>;

const minorOf = (text: string | undefined) => (text === undefined ? 0n : (parseAmountText(text) ?? 0n));

/** The whole table, lowest level first: rank n is the n-th row; each level asks at least what the one below asks. */
export const vipTableInputSchema = z
  .object({ levels: z.array(vipLevelInputSchema).max(30) })
  .refine(
    ({ levels }) =>
      levels.every(
        (level, index) =>
          index === 0 ||
          (minorOf(level.validBetThreshold) >= minorOf(levels[index - 1]?.validBetThreshold) &&
            minorOf(level.depositThreshold) >= minorOf(levels[index - 1]?.depositThreshold)),
      ),
    { message: 'Each level needs at least the valid bet and deposits of the level below', path: ['levels'] },
  );
export type VipTableInput = z.infer<typeof vipTableInputSchema>;

export const vipLevelSchema = z.object({
  rank: z.number().int().min(1),
  names: z.object({ EN: z.string(), TY: z.string() }),
  validBetThreshold: moneySchema,
  depositThreshold: moneySchema,
  upgradeBonus: moneySchema,
  monthlyBonus: moneySchema,
  birthdayBonus: moneySchema,
  keepValidBet: moneySchema,
  rebateRates: rebateRatesSchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** The member's VIP state: spec §3 public state hasVip, vipLabelName, vipRankLevel, with progress. */
export const memberVipSchema = z.object({
  /** The merchant runs VIP and the member reached level 1 or above. */
  hasVip: z.boolean(),
  /** The level's name in the reader's language; empty without a level. */
  vipLabelName: z.string(),
  /** 0 below level 1. */
  vipRankLevel: z.number().int().min(0),
  validBet: moneySchema,
  deposit: moneySchema,
  /** Every level with its name in the reader's language, lowest first. */
  levels: z.array(
    z.object({
      rank: z.number().int().min(1),
      name: z.string(),
      validBetThreshold: moneySchema,
      depositThreshold: moneySchema,
      upgradeBonus: moneySchema,
      monthlyBonus: moneySchema.optional(),
      birthdayBonus: moneySchema.optional(),
      keepValidBet: moneySchema.optional(),
      rebateRates: rebateRatesSchema,
      isReached: z.boolean(),
    }),
  ),
  /** Upgrade bonuses paid, newest first. */
  upgrades: z.array(z.object({ rank: z.number().int(), amount: moneySchema, paidAt: z.string() })),
  /** The keep-level rule: none (levels kept for good), or a review each month or quarter. */
  keepPeriod: z.enum(['none', 'month', 'quarter']).optional(),
  /** The running review period's first and last local day and the valid bet in it so far (keep rule on). */
  keepProgress: z.object({ from: z.string(), to: z.string(), validBet: moneySchema }).nullable().optional(),
  /** Monthly and birthday bonuses paid, newest first. */
  bonuses: z
    .array(
      z.object({
        kind: z.enum(['monthly', 'birthday']),
        period: z.string(),
        rank: z.number().int(),
        amount: moneySchema,
        paidAt: z.string(),
      }),
    )
    .optional(),
});
export type MemberVip = z.infer<typeof memberVipSchema>;

export const VIP_KEEP_PERIODS = ['none', 'month', 'quarter'] as const;
export type VipKeepPeriod = (typeof VIP_KEEP_PERIODS)[number];
/** A merchant's VIP settings: the keep-level review period (docs/promotions.md "Keep-level rules"). */
export const vipSettingsSchema = z.object({ keepPeriod: z.enum(VIP_KEEP_PERIODS) });
export type VipSettings = z.infer<typeof vipSettingsSchema>;

export const VIP_API = {
  member: '/wps/member/vip',
  admin: { levels: '/api/admin/vip/levels', settings: '/api/admin/vip/settings' },
} as const;
