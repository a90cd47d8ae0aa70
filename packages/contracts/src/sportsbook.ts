import { z } from 'zod';

/**
 * Our sportsbook: a vendor like any other (docs/sportsbook.md). Its client talks to the API below; the
 * sportsbook reaches the wallet only through the signed seamless-wallet API.
 */
export const SPORTS_VENDOR_CODE = 'FORTUNA_SPORTS';
export const VIRTUAL_FOOTBALL_GAME = 'virtual-football';
/** The trading desk's events under SPORTS and under ESPORTS (the window opens on the matching tab). */
export const SPORTS_EVENTS_GAME = 'sports-events';
export const ESPORTS_EVENTS_GAME = 'esports-events';

export const SPORTS_PATHS = {
  session: '/sportsbook/api/session',
  rounds: '/sportsbook/api/rounds',
  round: (roundId: string) => `/sportsbook/api/rounds/${roundId}`,
  bets: '/sportsbook/api/bets',
  balance: '/sportsbook/api/balance',
  events: '/sportsbook/api/events',
  event: (eventId: string) => `/sportsbook/api/events/${eventId}`,
  cashOut: (betId: string) => `/sportsbook/api/bets/${betId}/cash-out`,
  results: '/sportsbook/api/results',
} as const;

/**
 * The sportsbook's live messages on the site socket (a window connects with `auth.sportsToken`):
 * `event`: a desk event as the window shows it (odds, market and event status, score and clock) after any change;
 * `bets`: the member's bets whose status changed (accepted, refused, settled, cashed out), a SportsBetsChanged;
 * `rounds`: the virtual league's rounds changed (opened, kicked off, finished): read them again.
 */
export const SPORTS_SOCKET_EVENTS = {
  event: 'sports:event',
  bets: 'sports:bets',
  rounds: 'sports:rounds',
} as const;

/** What placement does when a price moved since the player saw it: take any, take a higher one, or ask. */
export const ODDS_POLICIES = ['any', 'higher', 'ask'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];

const minor = z.string().regex(/^-?\d+$/);
const requestId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/, 'Use letters, digits, dashes or underscores');

export const sportsSessionRequestSchema = z.object({ launchToken: z.string().min(16).max(256) });

export const MAX_PARLAY_LEGS = 8;

export const placeBetRequestSchema = z.object({
  requestId,
  /** `virtual`: the virtual league's matches; `desk`: events of the trading desk. */
  book: z.enum(['virtual', 'desk']).default('virtual'),
  oddsPolicy: z.enum(ODDS_POLICIES).default('ask'),
  /**
   * A system bet: the sizes of the combinations of the legs (2/3: [2]; a trixie: [2, 3]; a yankee: [2, 3, 4]);
   * `stake` is then the stake of each line. At least 3 legs.
   */
  system: z.array(z.number().int().min(1).max(8)).min(1).max(8).optional(),
  /** Minor units as a whole number string. */
  stake: z.string().regex(/^\d{1,15}$/, 'Send the stake as whole minor units, e.g. "10000"'),
  legs: z
    .array(
      z.object({
        eventId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        market: z.string().min(1).max(16),
        selection: z.string().min(1).max(16),
        /** The odds the player saw (decimal thousandths); placement refuses if they moved. */
        odds: z.string().regex(/^\d{4,7}$/),
      }),
    )
    .min(1)
    .max(MAX_PARLAY_LEGS),
});
export type PlaceBetRequest = z.infer<typeof placeBetRequestSchema>;

export const sportsSelectionSchema = z.object({ code: z.string(), odds: minor });
export const sportsMarketSchema = z.object({ key: z.string(), selections: z.array(sportsSelectionSchema) });
export const sportsEventSchema = z.object({
  id: z.number(),
  index: z.number(),
  home: z.object({ code: z.string(), name: z.string() }),
  away: z.object({ code: z.string(), name: z.string() }),
  markets: z.array(sportsMarketSchema),
  /** Null until the round has ended. */
  score: z.object({ home: z.number(), away: z.number() }).nullable(),
  goals: z.array(z.object({ minute: z.number(), side: z.enum(['home', 'away']) })).nullable(),
});
export const sportsRoundSchema = z.object({
  id: z.number(),
  code: z.string(),
  number: z.number(),
  status: z.enum(['open', 'closed', 'finished', 'void']),
  kickoffAt: z.string(),
  endsAt: z.string(),
  seedHash: z.string(),
  /** The seed, once the round has finished: SHA-256(seed) = seedHash. */
  seed: z.string().nullable(),
  marginPercent: z.string(),
  events: z.array(sportsEventSchema),
});
export type SportsRound = z.infer<typeof sportsRoundSchema>;
export type SportsEvent = z.infer<typeof sportsEventSchema>;

export const sportsLimitsSchema = z.object({ minStake: minor, maxStake: minor, maxPayout: minor });
export const sportsSessionSchema = z.object({
  token: z.string(),
  nickname: z.string(),
  language: z.string(),
  currency: z.string(),
  balance: minor,
  limits: sportsLimitsSchema,
  serverTime: z.number(),
});
export type SportsSession = z.infer<typeof sportsSessionSchema>;

export const sportsBetSchema = z.object({
  id: z.string(),
  kind: z.enum(['single', 'parlay', 'system']),
  book: z.enum(['virtual', 'desk']),
  /**
   * `accepting`: an in-play bet waiting for its acceptance delay (not debited yet); `refused`: not taken (the
   * market was suspended or the odds moved against the policy meanwhile, or the wallet refused the stake);
   * `cashed_out`: paid early at the cash-out price.
   */
  status: z.enum(['accepting', 'pending', 'open', 'won', 'lost', 'void', 'refused', 'cashed_out']),
  /** A system bet's combination sizes and lines (its stake is the stake per line × lines). */
  system: z.object({ sizes: z.array(z.number()), lines: z.number() }).nullable(),
  /** An in-play bet: when its acceptance delay ends. */
  acceptAt: z.string().nullable(),
  /** The cash-out price offered now (null when not offered). */
  cashOut: minor.nullable(),
  stake: minor,
  totalOdds: minor,
  potentialReturn: minor,
  payout: minor.nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(
    z.object({
      eventId: z.number(),
      roundCode: z.string(),
      home: z.string(),
      away: z.string(),
      market: z.string(),
      selection: z.string(),
      /** An outright contender's name (else null: the selection code is the text). */
      selectionName: z.string().nullable(),
      odds: minor,
      result: z.string().nullable(),
      score: z.object({ home: z.number(), away: z.number() }).nullable(),
    }),
  ),
});
export type SportsBet = z.infer<typeof sportsBetSchema>;
export const placedBetSchema = z.object({ bet: sportsBetSchema, balance: minor });
export type PlacedBet = z.infer<typeof placedBetSchema>;

export const sportsBalanceSchema = z.object({ balance: minor, currency: z.string() });

export const cashOutRequestSchema = z.object({
  /** The amount the player was shown; refused if the price moved. */
  amount: z.string().regex(/^\d{1,15}$/),
});

/** The live message of a member's bets that changed status: each with its status and payout now. */
export const sportsBetsChangedSchema = z.object({
  bets: z.array(z.object({ id: z.string(), status: sportsBetSchema.shape.status, payout: minor.nullable() })),
});
export type SportsBetChange = z.infer<typeof sportsBetsChangedSchema>['bets'][number];
