import { z } from 'zod';
import { GAME_TYPES } from './catalogue';
import { audienceInputFields, audienceIsComplete, PROMO_AUDIENCES } from './promo-audience';
import { raffleRuleSchema, raffleViewSchema } from './raffle';
import { amountInputSchema, moneySchema } from './wallet';

/**
 * Promotions (PRODUCT.md "Promotions and loyalty"): a merchant's promotions with a schedule, an audience,
 * texts per language and one rule. Every reward is a ledger transfer from the merchant's house account,
 * granted exactly once per (promotion, member, period), with a wagering multiple the withdrawal check
 * enforces. Docs: docs/promotions.md.
 */

export const PROMO_RULE_KINDS = [
  'first_deposit',
  'reload_deposit',
  'daily_checkin',
  'apply_approve',
  'cashback',
  'mission',
  'leaderboard',
  'raffle',
] as const;
export type PromoRuleKind = (typeof PROMO_RULE_KINDS)[number];
export const PROMO_CATEGORIES = ['deposit', 'daily', 'special'] as const;
export type PromoCategory = (typeof PROMO_CATEGORIES)[number];
export { PROMO_AUDIENCES } from './promo-audience';
export const PROMO_WALLETS = ['main', 'bonus'] as const;
export const PROMO_STATUSES = ['active', 'paused'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];
/** Languages promotion texts are written in (the site's EN and TY). */
export const PROMO_LANGUAGES = ['EN', 'TY'] as const;

/**
 * A member's state for one promotion (spec §4 activity states). join: not signed in; claim: a reward is
 * waiting; applying: an application waits for staff; issued: the reward of this period was paid; rejected:
 * staff refused the application; process: nothing to claim yet (e.g. no qualifying deposit); close: ended or
 * not for this member; coming soon: starts later.
 */
export const PROMO_STATES = [
  'join',
  'claim',
  'applying',
  'issued',
  'rejected',
  'process',
  'close',
  'coming_soon',
] as const;
export type PromoState = (typeof PROMO_STATES)[number];
export const PROMO_CLAIM_STATUSES = ['applying', 'rejected', 'issued'] as const;
export type PromoClaimStatus = (typeof PROMO_CLAIM_STATUSES)[number];

/** What a mission counts (PRODUCT.md "missions and leaderboard"). */
export const MISSION_TASKS = ['rounds', 'valid_bet', 'deposit', 'login_days'] as const;
export type MissionTask = (typeof MISSION_TASKS)[number];

const percentSchema = z.number().int().min(1).max(500);
const depositBonusSchema = {
  /** Bonus as a percentage of the deposit, at most `cap`, for a deposit of at least `minDeposit`. */
  percent: percentSchema,
  cap: amountInputSchema,
  minDeposit: amountInputSchema,
};
export const promoRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('first_deposit'), ...depositBonusSchema }),
  z.object({ kind: z.literal('reload_deposit'), ...depositBonusSchema }),
  z.object({
    kind: z.literal('daily_checkin'),
    /** Reward of day 1, 2, … of an unbroken streak; after the last, the last repeats. */
    streakRewards: z.array(amountInputSchema).min(1).max(31),
  }),
  z.object({ kind: z.literal('apply_approve'), amount: amountInputSchema }),
  z.object({
    kind: z.literal('cashback'),
    /** Percent of the period's net loss (real-money stakes minus payouts of rounds settled in it), at most `cap`. */
    percent: z.number().int().min(1).max(100),
    cap: amountInputSchema,
    /** A period whose net loss is below this pays nothing. */
    minLoss: amountInputSchema,
    /** The merchant's local day, or week (Monday to Sunday), in its payment time zone. */
    period: z.enum(['day', 'week']),
  }),
  z.object({
    kind: z.literal('mission'),
    /** rounds: settled rounds played; valid_bet: valid bet (in `gameType` when set); deposit: credited deposits; login_days: days signed in. */
    task: z.enum(MISSION_TASKS),
    /** How many rounds or days (a whole number), or the amount of valid bet or deposits (decimal text). */
    target: amountInputSchema,
    /** valid_bet and rounds: only games of this lobby area (null: every game). */
    gameType: z.enum(GAME_TYPES).nullable(),
    /** The merchant's local day, or week (Monday to Sunday). */
    period: z.enum(['day', 'week']),
    reward: amountInputSchema,
  }),
  z.object({
    kind: z.literal('leaderboard'),
    period: z.enum(['day', 'week']),
    /** Ranks valid bet of games of this lobby area only (null: every game). */
    gameType: z.enum(GAME_TYPES).nullable(),
    /** Prize of rank 1, 2, …: the period's end pays them once. */
    prizes: z.array(amountInputSchema).min(1).max(50),
  }),
  raffleRuleSchema,
]);
export type PromoRule = z.infer<typeof promoRuleSchema>;
export const CASHBACK_PERIODS = ['day', 'week'] as const;
export type CashbackPeriod = (typeof CASHBACK_PERIODS)[number];

/**
 * A cashback promotion as the member sees it: the running period's net loss and the cashback it would pay
 * so far, and what the last ended period paid (the end-of-period job pays it; nothing is claimed).
 */
export const cashbackViewSchema = z.object({
  period: z.enum(CASHBACK_PERIODS),
  percent: z.number().int(),
  /** First and last local day of the running period ("2026-11-23"). */
  from: z.string(),
  to: z.string(),
  netLoss: moneySchema,
  expected: moneySchema,
  /** Cashback paid for the period before the running one, null when it paid nothing (or not yet). */
  lastPaid: moneySchema.nullable(),
});
export type CashbackView = z.infer<typeof cashbackViewSchema>;

const textSchema = z.object({
  title: z.string().trim().min(1).max(120),
  terms: z.string().trim().min(1).max(4000),
});
export const promoTextsSchema = z.object({ EN: textSchema, TY: textSchema });
export type PromoTexts = z.infer<typeof promoTextsSchema>;

export const promotionInputSchema = z
  .object({
    category: z.enum(PROMO_CATEGORIES),
    ...audienceInputFields,
    startsAt: z.iso.datetime({ offset: true }),
    /** null: open-ended. */
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    artworkUrl: z.string().trim().max(500).default(''),
    texts: promoTextsSchema,
    rule: promoRuleSchema,
    wallet: z.enum(PROMO_WALLETS),
    /** The member bets reward × multiple in settled games before withdrawing; 0 for none. */
    wageringMultiple: z.number().int().min(0).max(100),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .refine((input) => input.endsAt === null || Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: 'The end must come after the start',
    path: ['endsAt'],
  })
  .refine(audienceIsComplete, { message: 'Choose the levels, agents or members of the audience', path: ['audience'] })
  .refine((input) => input.rule.kind !== 'raffle' || input.endsAt !== null, {
    message: 'A raffle is drawn at its end: set the end',
    path: ['endsAt'],
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const promoStatusInputSchema = z.object({ status: z.enum(PROMO_STATUSES) });
export const promoDecisionSchema = z.discriminatedUnion('approve', [
  z.object({ approve: z.literal(true) }),
  z.object({ approve: z.literal(false), reason: z.string().trim().min(1).max(300) }),
]);
export type PromoDecision = z.infer<typeof promoDecisionSchema>;

/** A promotion as a player sees it, in their language, with their state. */
export const memberPromotionSchema = z.object({
  id: z.number().int(),
  category: z.enum(PROMO_CATEGORIES),
  kind: z.enum(PROMO_RULE_KINDS),
  title: z.string(),
  terms: z.string(),
  artworkUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  wallet: z.enum(PROMO_WALLETS),
  wageringMultiple: z.number().int(),
  state: z.enum(PROMO_STATES),
  /** What a claim would pay now (claim state); cashback: paid for the last period (issued) or expected so far (process). */
  reward: moneySchema.nullable(),
  /** Daily check-in: days of the unbroken streak so far (today included once claimed). */
  streakDays: z.number().int().nullable(),
  /** Staff's reason when the application was rejected. */
  reason: z.string().nullable(),
  /** Cashback promotions: the running period and the last paid one; null for other kinds and visitors. */
  cashback: cashbackViewSchema.nullable().optional(),
  /** Raffles: tickets, prizes, the published seed hash and, once drawn, the winners. */
  raffle: raffleViewSchema.nullable().optional(),
});
export type MemberPromotion = z.infer<typeof memberPromotionSchema>;

export const promoClaimSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  kind: z.enum(PROMO_RULE_KINDS),
  status: z.enum(PROMO_CLAIM_STATUSES),
  amount: moneySchema,
  wallet: z.enum(PROMO_WALLETS),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PromoClaim = z.infer<typeof promoClaimSchema>;

/**
 * One paid bonus with its wagering progress (member centre bonusDetails): a promotion reward (`key` `promo:<claim>`,
 * with its `claimId`), a referral reward (`referral:<invitee>`) or a VIP bonus (`vip-upgrade:<rank>`,
 * `vip-monthly:<month>`, `vip-birthday:<year>`; no wagering).
 */
export const bonusDetailSchema = z.object({
  key: z.string(),
  claimId: z.number().int().nullable(),
  title: z.string(),
  amount: moneySchema,
  issuedAt: z.string(),
  wageringMultiple: z.number().int(),
  required: moneySchema,
  achieved: moneySchema,
  isMet: z.boolean(),
});
export type BonusDetail = z.infer<typeof bonusDetailSchema>;

export const adminPromotionSchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  status: z.enum(PROMO_STATUSES),
  category: z.enum(PROMO_CATEGORIES),
  audience: z.enum(PROMO_AUDIENCES),
  vipRanks: z.array(z.number().int()),
  newMemberDays: z.number().int().nullable(),
  agentUsernames: z.array(z.string()),
  memberUsernames: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  artworkUrl: z.string(),
  texts: promoTextsSchema,
  rule: promoRuleSchema,
  wallet: z.enum(PROMO_WALLETS),
  wageringMultiple: z.number().int(),
  sort: z.number().int(),
  /** Raffles: the published server seed hash (the seed is revealed at the draw). */
  raffleSeedHash: z.string().nullable().optional(),
  /** Raffles: when it was drawn (ISO); a drawn raffle can no longer be edited (`RAFFLE_DRAWN_LOCKED`). */
  raffleDrawnAt: z.string().nullable().optional(),
  issuedCount: z.number().int(),
  applyingCount: z.number().int(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const adminApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  accountId: z.number().int(),
  username: z.string(),
  status: z.enum(PROMO_CLAIM_STATUSES),
  amount: moneySchema,
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const PROMOTIONS_API = {
  /** GET: the merchant's running promotions for visitors (no member state). */
  list: '/wps/promotions',
  /** GET: running promotions with the member's state and claimable reward. */
  member: '/wps/member/promotions',
  /** POST (Idempotency-Key optional): claims the reward of this period, or applies (apply-and-approve). */
  claim: (id: number | string) => `/wps/member/promotions/${id}/claim`,
  /** GET: the member's claims and applications, newest first. */
  claims: '/wps/member/promotions/claims',
  /** GET: every paid bonus with its wagering progress. */
  bonuses: '/wps/member/promotions/bonuses',
  admin: {
    list: '/api/admin/promotions',
    one: (id: number | string) => `/api/admin/promotions/${id}`,
    status: (id: number | string) => `/api/admin/promotions/${id}/status`,
    applications: '/api/admin/promotions/applications',
    decision: (id: number | string) => `/api/admin/promotions/applications/${id}/decision`,
    /** POST: a promotion (saved or a draft) as a chosen member sees it, in a language, before publishing. */
    preview: '/api/admin/promotions/preview',
  },
} as const;

/** Preview as a member: a draft (or saved) promotion, the member's username and the language to render in. */
export const promoPreviewInputSchema = z.object({
  username: z.string().trim().min(1).max(64),
  language: z.enum(PROMO_LANGUAGES),
  promotion: promotionInputSchema,
  /** The saved promotion being edited (its claims and raffle count); absent for a new one. */
  promotionId: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});
export type PromoPreviewInput = z.infer<typeof promoPreviewInputSchema>;

export const promoPreviewSchema = z.object({
  /** The card and detail as the member would get them (state, reward, raffle tickets…). */
  promotion: memberPromotionSchema,
  /** Whether the audience admits the member; when not, the member would not see it. */
  isInAudience: z.boolean(),
  /** The refusal code a claim of this member would get for the audience, or null. */
  audienceCode: z.string().nullable(),
});
export type PromoPreview = z.infer<typeof promoPreviewSchema>;
