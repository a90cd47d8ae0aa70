import { z } from 'zod';
import { PROMO_WALLETS } from './promotions';
import { amountTextSchema, moneySchema } from './wallet';

/**
 * Referral / invite-and-earn (docs/promotions.md "Referral"): each member's code and link; an invitee who
 * registers with it is attached to the inviter, and the inviter is paid once per invitee when the invitee
 * meets the merchant's conditions (a first deposit of at least X, valid bet of at least Y). Invitees sharing
 * the inviter's identity, device, address or payee account are refused and flagged for staff.
 */

/** pending: conditions not met yet; rewarded: the inviter was paid; refused: not eligible (flagged for staff). */
export const REFERRAL_STATUSES = ['pending', 'rewarded', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/** Why an invitee was refused: the inviter's own identity (name or ID number), device, address or payee account. */
export const REFERRAL_REFUSALS = ['self', 'device', 'ip', 'payee_account'] as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[number];

export const REFERRAL_API = {
  member: '/wps/member/referral',
  admin: {
    settings: '/api/admin/referral/settings',
    invitees: '/api/admin/referral/invitees',
  },
} as const;

/** The registration path a member's link opens (the site puts its own origin in front). */
export const referralRegisterPath = (code: string) => `/register?referralCode=${encodeURIComponent(code)}`;

export const referralSettingsSchema = z.object({
  merchantId: z.number().int(),
  /** Paid to the inviter per qualifying invitee; 0: no reward. */
  reward: moneySchema,
  wallet: z.enum(PROMO_WALLETS),
  wageringMultiple: z.number().int(),
  /** The invitee's first credited deposit must reach this. */
  minFirstDeposit: moneySchema,
  /** The invitee's valid bet since registration must reach this (0: not asked). */
  minValidBet: moneySchema,
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

export const referralSettingsInputSchema = z.object({
  reward: amountTextSchema,
  wallet: z.enum(PROMO_WALLETS),
  wageringMultiple: z.number().int().min(0).max(100),
  minFirstDeposit: amountTextSchema,
  minValidBet: amountTextSchema,
});
export type ReferralSettingsInput = z.infer<typeof referralSettingsInputSchema>;

export const referralInviteeSchema = z.object({
  /** Masked (`de***1`): the inviter learns who joined, not their whole account name. */
  username: z.string(),
  registeredAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** The first credited deposit (null before it), and the valid bet since registration. */
  firstDeposit: moneySchema.nullable(),
  validBet: moneySchema,
  isDepositMet: z.boolean(),
  isValidBetMet: z.boolean(),
  reward: moneySchema.nullable(),
  rewardedAt: z.string().nullable(),
});
export type ReferralInvitee = z.infer<typeof referralInviteeSchema>;

export const memberReferralSchema = z.object({
  code: z.string(),
  /** `/register?referralCode=…`: the site shows it with its own origin, and its QR code. */
  registerPath: z.string(),
  conditions: z.object({
    reward: moneySchema,
    wallet: z.enum(PROMO_WALLETS),
    wageringMultiple: z.number().int(),
    minFirstDeposit: moneySchema,
    minValidBet: moneySchema,
  }),
  totals: z.object({
    invited: z.number().int(),
    rewarded: z.number().int(),
    pending: z.number().int(),
    earned: moneySchema,
  }),
  invitees: z.array(referralInviteeSchema),
});
export type MemberReferral = z.infer<typeof memberReferralSchema>;

export const adminReferralQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive(),
  status: z.enum(REFERRAL_STATUSES).optional(),
});

export const adminReferralSchema = z.object({
  inviteeId: z.number().int(),
  invitee: z.string(),
  inviterId: z.number().int(),
  inviter: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  refusal: z.enum(REFERRAL_REFUSALS).nullable(),
  firstDeposit: moneySchema.nullable(),
  validBet: moneySchema,
  reward: moneySchema.nullable(),
  registeredAt: z.string(),
  rewardedAt: z.string().nullable(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;
