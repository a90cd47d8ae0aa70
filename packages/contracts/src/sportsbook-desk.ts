import { z } from 'zod';

/**
 * The sportsbook's trading desk (docs/sportsbook.md, "Trading desk"): events staff create by hand, their
 * markets and odds, results entered by one staff member and approved by another, and the liability.
 */
export const DESK_SPORTS = ['football', 'basketball', 'tennis', 'lol', 'dota2', 'cs2'] as const;
export type DeskSport = (typeof DESK_SPORTS)[number];
export const ESPORTS: readonly DeskSport[] = ['lol', 'dota2', 'cs2'];

export const SPORTS_DESK_PATHS = {
  events: '/api/admin/sports/events',
  event: (eventId: string) => `/api/admin/sports/events/${eventId}`,
  eventStatus: (eventId: string) => `/api/admin/sports/events/${eventId}/status`,
  cancel: (eventId: string) => `/api/admin/sports/events/${eventId}/cancel`,
  start: (eventId: string) => `/api/admin/sports/events/${eventId}/start`,
  markets: (eventId: string) => `/api/admin/sports/events/${eventId}/markets`,
  market: (marketId: string) => `/api/admin/sports/markets/${marketId}`,
  marketStatus: (marketId: string) => `/api/admin/sports/markets/${marketId}/status`,
  marketVoid: (marketId: string) => `/api/admin/sports/markets/${marketId}/void`,
  results: (eventId: string) => `/api/admin/sports/events/${eventId}/results`,
  approve: (resultId: string) => `/api/admin/sports/results/${resultId}/approve`,
  reject: (resultId: string) => `/api/admin/sports/results/${resultId}/reject`,
  outrights: '/api/admin/sports/outrights',
  rules: '/api/admin/sports/rules',
} as const;

/**
 * Market kinds a sport offers (keys: `1x2`, `ou:LINE`, `ah:LINE`, `btts`, `cs`, `mw`, `map:N`, `oe`; football's
 * first half `h1x2`, `hah:LINE`, `hou:LINE`). An outright has the one market `win`.
 */
export const DESK_MARKET_KINDS: Record<DeskSport, readonly string[]> = {
  football: ['1x2', 'ah', 'ou', 'btts', 'cs', 'oe', 'h1x2', 'hah', 'hou'],
  basketball: ['mw', 'ah', 'ou', 'oe'],
  tennis: ['mw', 'ah', 'ou', 'oe'],
  lol: ['mw', 'ah', 'ou', 'map', 'oe'],
  dota2: ['mw', 'ah', 'ou', 'map', 'oe'],
  cs2: ['mw', 'ah', 'ou', 'map', 'oe'],
};

const name = z.string().trim().min(2).max(60);
const odds = z.string().regex(/^\d{4,7}$/, 'Decimal odds in thousandths, e.g. "1950" for 1.95');
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const deskEventIdParams = z.object({ eventId: id });
export const deskMarketIdParams = z.object({ marketId: id });
export const deskResultIdParams = z.object({ resultId: id });

export const createDeskEventSchema = z.object({
  sport: z.enum(DESK_SPORTS),
  league: name,
  home: name,
  away: name,
  startsAt: z.iso.datetime({ offset: true }),
});
export type CreateDeskEvent = z.infer<typeof createDeskEventSchema>;

/**
 * A market with its odds: set directly per selection (`odds`), or as fair odds with a margin in basis
 * points (`fair` + `marginBp`: each offered price is fair × (1 − margin), at least 1.01).
 */
export const deskMarketSchema = z.object({
  kind: z.enum(['1x2', 'ah', 'ou', 'btts', 'cs', 'mw', 'map', 'oe', 'h1x2', 'hah', 'hou', 'win']),
  /** Quarter units for `ah` / `ou` / `hah` / `hou` (2.5 goals = 10, home −0.75 = −3); the map number for `map`. */
  line: z.number().int().min(-1200).max(1600).optional(),
  prices: z
    .array(z.object({ selection: z.string().min(1).max(16), odds }))
    .min(2)
    .max(17),
  marginBp: z.number().int().min(0).max(3000).optional(),
});
export type DeskMarketInput = z.infer<typeof deskMarketSchema>;

export const deskOddsSchema = z.object({
  prices: deskMarketSchema.shape.prices,
  marginBp: z.number().int().min(0).max(3000).optional(),
});
export const deskStatusSchema = z.object({ status: z.enum(['open', 'suspended']) });
const points = z.number().int().min(0).max(999);
export const deskResultSchema = z.object({
  home: points,
  away: points,
  maps: z
    .array(z.enum(['home', 'away']))
    .max(7)
    .default([]),
  /** The half-time score (football's first-half markets are void without it). */
  half: z.object({ home: points, away: points }).optional(),
  /** An outright's winners (selection codes `t1`…); two or more tied is a dead heat. */
  winners: z
    .array(z.string().regex(/^t\d{1,2}$/))
    .min(1)
    .max(8)
    .optional(),
});
export type DeskResultInput = z.infer<typeof deskResultSchema>;

/** An outright (a competition's winner): its contenders with their odds; betting closes at `closesAt`. */
export const createDeskOutrightSchema = z.object({
  sport: z.enum(DESK_SPORTS),
  league: name,
  title: name,
  closesAt: z.iso.datetime({ offset: true }),
  contenders: z.array(z.object({ name, odds })).min(2).max(40),
});
export type CreateDeskOutright = z.infer<typeof createDeskOutrightSchema>;

/** A merchant's sportsbook rules: the in-play acceptance delay (0–30 s). */
export const sportsRulesSchema = z.object({ inPlayDelayMs: z.number().int().min(0).max(30_000) });
export const sportsRulesQuerySchema = z.object({ merchantId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const deskListQuerySchema = z.object({
  sport: z.enum(DESK_SPORTS).optional(),
  status: z.enum(['scheduled', 'suspended', 'finished', 'cancelled']).optional(),
});

const minor = z.string();
export interface DeskSelectionLiability {
  selection: string;
  /** An outright contender's name. */
  name?: string;
  odds: string;
  bets: number;
  stake: string;
  /** What the book pays out if this selection wins, less the stakes taken on the market. */
  liability: string;
}
export interface DeskMarket {
  id: number;
  key: string;
  status: 'open' | 'suspended' | 'void';
  selections: DeskSelectionLiability[];
  liability: string;
}
export interface DeskResult {
  id: number;
  home: number;
  away: number;
  half: { home: number; away: number } | null;
  winners: string[] | null;
  maps: ('home' | 'away')[];
  status: 'pending' | 'approved' | 'rejected';
  version: number | null;
  enteredBy: string;
  approvedBy: string | null;
  createdAt: string;
}
export interface DeskEvent {
  id: number;
  kind: 'match' | 'outright';
  sport: DeskSport;
  league: string;
  home: string;
  away: string;
  startsAt: string;
  status: 'scheduled' | 'suspended' | 'finished' | 'cancelled';
  resultVersion: number;
  openBets: number;
  liability: string;
}
export interface DeskEventDetail extends DeskEvent {
  markets: DeskMarket[];
  results: DeskResult[];
}
export const deskMinorSchema = minor;

const scoreSchema = z.object({ home: z.number(), away: z.number() });
/** The player's side: events shown in the sportsbook window. */
export const sportsDeskEventSchema = z.object({
  id: z.number(),
  /** `outright`: a competition's winner (its title in `home`, `away` empty, one market `win`). */
  kind: z.enum(['match', 'outright']),
  sport: z.enum(DESK_SPORTS),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  /**
   * `open`: betting before the start; `live`: started, in-play betting (each bet held for the merchant's delay)
   * on the markets still open; `suspended`, `finished`, `cancelled`.
   */
  status: z.enum(['open', 'live', 'suspended', 'finished', 'cancelled']),
  score: scoreSchema.nullable(),
  /** The match clock the feed sends while live (e.g. "67'"), else null. */
  clock: z.string().nullable(),
  /** The half-time score once a result with it is approved. */
  half: scoreSchema.nullable(),
  markets: z.array(
    z.object({
      key: z.string(),
      status: z.enum(['open', 'suspended', 'void']),
      selections: z.array(z.object({ code: z.string(), odds: z.string(), name: z.string().optional() })),
    }),
  ),
});
export type SportsDeskEvent = z.infer<typeof sportsDeskEventSchema>;

/** A finished event on the results page: the final (and half-time) score and how each market ended. */
export const sportsResultSchema = z.object({
  id: z.number(),
  kind: z.enum(['match', 'outright']),
  sport: z.enum(DESK_SPORTS),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: z.enum(['finished', 'cancelled']),
  score: scoreSchema.nullable(),
  half: scoreSchema.nullable(),
  markets: z.array(
    z.object({
      key: z.string(),
      /** `void` when the market was voided (or the event cancelled). */
      status: z.enum(['settled', 'void']),
      /** Each selection's outcome: win, half_win, push, half_lose, lose, void or dead_heat:places/tied. */
      selections: z.array(z.object({ code: z.string(), name: z.string().optional(), outcome: z.string() })),
    }),
  ),
});
export type SportsResult = z.infer<typeof sportsResultSchema>;
