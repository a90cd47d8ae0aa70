import { z } from 'zod';
import { GAME_TYPES } from './catalogue';
import { moneySchema } from './wallet';

/**
 * Manual rebate (member centre manualRebate, docs/promotions.md "Manual rebate"): rebate accrued on valid bet since
 * the last claim, by game area at the rates of the member's VIP level, claimed into the main wallet once.
 */
export const rebateAreaSchema = z.object({
  gameType: z.enum(GAME_TYPES),
  /** Valid bet settled since the last claim. */
  validBet: moneySchema,
  /** The member's level's rate, percent of valid bet ("0.5"); "0" when the level has none for the area. */
  ratePercent: z.string(),
  amount: moneySchema,
});
export type RebateArea = z.infer<typeof rebateAreaSchema>;

export const rebateClaimSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  vipRankLevel: z.number().int(),
  parts: z.array(rebateAreaSchema),
  createdAt: z.string(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const memberRebateSchema = z.object({
  vipRankLevel: z.number().int().min(0),
  vipLabelName: z.string(),
  areas: z.array(rebateAreaSchema),
  /** What a claim now would pay. */
  total: moneySchema,
  /** Earlier claims, newest first. */
  claims: z.array(rebateClaimSchema),
});
export type MemberRebate = z.infer<typeof memberRebateSchema>;

export const REBATE_API = {
  member: '/wps/member/rebate',
  claim: '/wps/member/rebate/claim',
} as const;
