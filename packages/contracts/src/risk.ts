import { z } from 'zod';
import { amountInputSchema, moneySchema } from './wallet';

/**
 * Risk (PRODUCT.md "Protection of the platform"): duplicate-account signals, bonus-abuse flags,
 * large-win review and a member risk level that gates withdrawals and promotions. Docs: docs/protection.md.
 */
export const RISK_LEVELS = ['normal', 'watch', 'high', 'blocked'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** Levels that hold withdrawals and those that refuse promotions. */
export const WITHDRAWAL_HOLD_LEVELS: readonly RiskLevel[] = ['high', 'blocked'];
export const PROMOTION_BLOCK_LEVELS: readonly RiskLevel[] = ['watch', 'high', 'blocked'];

export const RISK_FLAG_KINDS = [
  'duplicate_account',
  'bonus_abuse',
  'referral_abuse',
  'large_win',
  'win_over_limit',
  'manual',
  /** A lottery result correction takes back more than the member's balance covers (retried every minute). */
  'lottery_correction_uncovered',
] as const;
export type RiskFlagKind = (typeof RISK_FLAG_KINDS)[number];
/** open: waiting for staff; cleared: nothing wrong (holds released); confirmed: abuse confirmed. */
/**
 * What the wallet does with a win over the vendor's or game's ceiling (docs/seamless-wallet.md "Win
 * ceiling"): refuse it (WIN_OVER_LIMIT, nothing credited) or hold it as a pending credit until staff approve
 * (credit) or reject (void) it. Either way a `win_over_limit` flag goes to the risk queue.
 */
export const OVER_LIMIT_WINS = ['refuse', 'hold'] as const;
export type OverLimitWins = (typeof OVER_LIMIT_WINS)[number];
/** Why a win went over its ceiling. */
export const WIN_LIMIT_REASONS = ['multiple', 'absolute', 'balance'] as const;
export type WinLimitReason = (typeof WIN_LIMIT_REASONS)[number];

export const RISK_FLAG_STATUSES = ['open', 'cleared', 'confirmed'] as const;
export type RiskFlagStatus = (typeof RISK_FLAG_STATUSES)[number];
export const DUPLICATE_SIGNALS = ['device', 'ip', 'payee_account', 'phone'] as const;
export type DuplicateSignal = (typeof DUPLICATE_SIGNALS)[number];

/** The header the site sends with sign-in and registration: a random id the browser keeps. */
export const DEVICE_ID_HEADER = 'x-device-id';

export const RISK_API = {
  admin: {
    flags: '/api/admin/risk/flags',
    decide: (id: number) => `/api/admin/risk/flags/${id}/decision`,
    member: (accountId: number) => `/api/admin/risk/members/${accountId}`,
    level: (accountId: number) => `/api/admin/risk/members/${accountId}/level`,
    settings: '/api/admin/risk/settings',
  },
} as const;

export const riskFlagSchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  accountId: z.number().int(),
  username: z.string(),
  kind: z.enum(RISK_FLAG_KINDS),
  status: z.enum(RISK_FLAG_STATUSES),
  detail: z.record(z.string(), z.unknown()),
  amount: moneySchema.nullable(),
  holdsWithdrawals: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string(),
});
export type RiskFlag = z.infer<typeof riskFlagSchema>;

export const riskFlagQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive().optional(),
  status: z.enum(RISK_FLAG_STATUSES).default('open'),
  kind: z.enum(RISK_FLAG_KINDS).optional(),
  accountId: z.coerce.number().int().positive().optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type RiskFlagQuery = z.infer<typeof riskFlagQuerySchema>;
export const riskFlagPageSchema = z.object({
  list: z.array(riskFlagSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type RiskFlagPage = z.infer<typeof riskFlagPageSchema>;

export const riskDecisionSchema = z.object({
  decision: z.enum(['clear', 'confirm']),
  reason: z.string().trim().min(1).max(500),
});
export type RiskDecision = z.infer<typeof riskDecisionSchema>;

export const manualFlagSchema = z.object({
  accountId: z.number().int().positive(),
  reason: z.string().trim().min(1).max(500),
  holdsWithdrawals: z.boolean().default(false),
});

export const linkedAccountSchema = z.object({
  accountId: z.number().int(),
  username: z.string(),
  signals: z.array(z.object({ signal: z.enum(DUPLICATE_SIGNALS), value: z.string() })),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

export const memberRiskSchema = z.object({
  accountId: z.number().int(),
  username: z.string(),
  level: z.enum(RISK_LEVELS),
  note: z.string(),
  linkedAccounts: z.array(linkedAccountSchema),
  flags: z.array(riskFlagSchema),
  withdrawalsHeld: z.boolean(),
  promotionsBlocked: z.boolean(),
});
export type MemberRisk = z.infer<typeof memberRiskSchema>;

export const riskLevelInputSchema = z.object({
  level: z.enum(RISK_LEVELS),
  note: z.string().trim().min(1).max(500),
});

export const riskSettingsSchema = z.object({
  merchantId: z.number().int(),
  largeWinThreshold: moneySchema.nullable(),
  kycWithdrawalThreshold: moneySchema.nullable(),
  overLimitWins: z.enum(OVER_LIMIT_WINS),
});
export type RiskSettings = z.infer<typeof riskSettingsSchema>;
export const riskSettingsInputSchema = z.object({
  merchantId: z.number().int().positive(),
  largeWinThreshold: amountInputSchema.nullable(),
  kycWithdrawalThreshold: amountInputSchema.nullable(),
  /** Left out: unchanged. */
  overLimitWins: z.enum(OVER_LIMIT_WINS).optional(),
});
export const riskSettingsQuerySchema = z.object({ merchantId: z.coerce.number().int().positive() });
