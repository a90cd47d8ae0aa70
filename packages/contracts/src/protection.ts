import { z } from 'zod';
import { amountInputSchema, moneySchema } from './wallet';

/**
 * Responsible gaming (PRODUCT.md "Protection of players"): limits, session time and reality checks,
 * time-out and self-exclusion. The server enforces all of it: sign-in, the seamless wallet's bet path,
 * deposits and promotions ask the protection module. Docs: docs/protection.md.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Rolling windows: the last 24 hours, 7 days and 30 days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = {
  day: 24 * 3_600_000,
  week: 7 * 24 * 3_600_000,
  month: 30 * 24 * 3_600_000,
};
/** A raised or removed limit waits this long (a lowered one takes effect at once). */
export const LIMIT_COOLING_MS = 24 * 3_600_000;

/** Reality checks: at most every 15 minutes, at least every 4 hours; hourly unless the member chooses. */
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
export const REALITY_CHECK_MIN_MINUTES = 15;
export const REALITY_CHECK_MAX_MINUTES = 240;
/** Session time limits a member may set, in minutes. */
export const SESSION_LIMIT_MIN_MINUTES = 15;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

/** Time-out: 24 hours to 6 weeks. Self-exclusion: 6 months to permanent. */
export const TIME_OUT_CHOICES = ['24h', '72h', '7d', '14d', '30d', '6w'] as const;
export const SELF_EXCLUSION_CHOICES = ['6m', '1y', '2y', '5y', 'permanent'] as const;
export type TimeOutChoice = (typeof TIME_OUT_CHOICES)[number];
export type SelfExclusionChoice = (typeof SELF_EXCLUSION_CHOICES)[number];
export const EXCLUSION_KINDS = ['time_out', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

export const PROTECTION_API = {
  /** GET: the member's limits, pending increases, session settings and exclusion. */
  settings: '/wps/member/responsible-gaming',
  /** PUT { kind, period, amount | null }: sets one limit (lower at once, higher after 24 h). */
  limit: '/wps/member/responsible-gaming/limits',
  /** PUT { sessionLimitMinutes, realityCheckMinutes }. */
  session: '/wps/member/responsible-gaming/session',
  /** GET: time played and net result of this session, and when the next reminder is due. */
  realityCheck: '/wps/member/responsible-gaming/reality-check',
  /** POST { kind, duration, password }: starts a time-out or self-exclusion and signs out everywhere. */
  exclusion: '/wps/member/responsible-gaming/exclusion',
  admin: {
    /** GET ?accountId: staff see a member's settings and history (never change an exclusion). */
    member: (accountId: number) => `/api/admin/responsible-gaming/members/${accountId}`,
  },
} as const;

export const limitInputSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** Decimal text; null removes the limit (which, like an increase, waits 24 hours). */
  amount: amountInputSchema.nullable(),
});
export type LimitInput = z.infer<typeof limitInputSchema>;

export const sessionSettingsInputSchema = z.object({
  /** Minutes of play per session; null for none. Lowering is at once, raising waits 24 hours. */
  sessionLimitMinutes: z.number().int().min(SESSION_LIMIT_MIN_MINUTES).max(SESSION_LIMIT_MAX_MINUTES).nullable(),
  realityCheckMinutes: z.number().int().min(REALITY_CHECK_MIN_MINUTES).max(REALITY_CHECK_MAX_MINUTES),
});
export type SessionSettingsInput = z.infer<typeof sessionSettingsInputSchema>;

export const exclusionInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('time_out'), duration: z.enum(TIME_OUT_CHOICES), password: z.string().min(1).max(128) }),
  z.object({
    kind: z.literal('self_exclusion'),
    duration: z.enum(SELF_EXCLUSION_CHOICES),
    password: z.string().min(1).max(128),
  }),
]);
export type ExclusionInput = z.infer<typeof exclusionInputSchema>;

const limitStateSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force now; null when there is none. */
  current: moneySchema.nullable(),
  /** A raise or removal waiting for its cooling-off: the value and when it takes effect. */
  pending: z.object({ amount: moneySchema.nullable(), effectiveAt: z.string() }).nullable(),
  /** What counts against the limit in the window now (deposits, net loss or stakes). */
  used: moneySchema,
});
export type LimitState = z.infer<typeof limitStateSchema>;

export const exclusionSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  startedAt: z.string(),
  /** null: permanent. */
  until: z.string().nullable(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

export const protectionSettingsSchema = z.object({
  limits: z.array(limitStateSchema),
  sessionLimitMinutes: z.number().int().nullable(),
  pendingSessionLimit: z.object({ minutes: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
  realityCheckMinutes: z.number().int(),
  exclusion: exclusionSchema.nullable(),
});
export type ProtectionSettings = z.infer<typeof protectionSettingsSchema>;

export const realityCheckSchema = z.object({
  sessionStartedAt: z.string(),
  minutesPlayed: z.number().int(),
  /** Stakes and payouts of rounds since the session started; net is payouts minus stakes. */
  staked: moneySchema,
  won: moneySchema,
  net: moneySchema,
  intervalMinutes: z.number().int(),
  /** When the next reminder is due (server time). */
  nextCheckAt: z.string(),
  /** When the session time limit ends play; null without one. */
  sessionEndsAt: z.string().nullable(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

export const protectionHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const adminProtectionViewSchema = z.object({
  accountId: z.number().int(),
  username: z.string(),
  settings: protectionSettingsSchema,
  history: z.array(protectionHistoryEntrySchema),
});
export type AdminProtectionView = z.infer<typeof adminProtectionViewSchema>;

/** Socket event to the member's own sockets when an exclusion starts: the site signs out. */
export const PROTECTION_EXCLUDED_EVENT = 'protection:excluded';
