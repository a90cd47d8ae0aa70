import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The sportsbook's own records: virtual rounds and their matches, member windows, bets and their legs. */

/** A window of the sportsbook client: the token it holds and the wallet session it bets on (sealed). */
export const sportsSessions = pgTable(
  'sports_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    playerId: text('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    sealedWalletSession: text('sealed_wallet_session').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    nickname: text('nickname').notNull(),
    /** The player's merchant (its in-play acceptance delay); null for a player the platform does not know. */
    merchantId: integer('merchant_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sports_sessions_token_key').on(table.tokenHash)],
);

export const SPORTS_ROUND_STATUSES = ['open', 'closed', 'finished', 'void'] as const;
export type SportsRoundStatus = (typeof SPORTS_ROUND_STATUSES)[number];

/**
 * A round of a virtual league: its matches kick off together at `kickoffAt` (the scheduler's slot) and
 * end at `endsAt`. Bets are taken while `open` and before kickoff; the seed's hash is public from the
 * start, the seed once the round is finished.
 */
export const sportsRounds = pgTable(
  'sports_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    league: text('league').notNull(),
    code: text('code').notNull(),
    number: integer('number').notNull(),
    status: text('status', { enum: SPORTS_ROUND_STATUSES }).notNull().default('open'),
    seedHash: text('seed_hash').notNull(),
    margin: integer('margin_bp').notNull(),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sports_rounds_code_key').on(table.code),
    index('sports_rounds_status_idx').on(table.status, table.kickoffAt),
  ],
);

export interface StoredSelection {
  code: string;
  /** Decimal odds in thousandths. */
  odds: string;
  /** An outright's contender as shown (its code is `t1`, `t2`, …). */
  name?: string;
}
export interface StoredMarket {
  key: string;
  selections: StoredSelection[];
}
export interface StoredGoal {
  minute: number;
  side: 'home' | 'away';
}

/** A match of a round, its priced markets, and (from kickoff, shown once it is played) its score. */
export const sportsEvents = pgTable(
  'sports_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    index: integer('index').notNull(),
    homeCode: text('home_code').notNull(),
    awayCode: text('away_code').notNull(),
    markets: jsonb('markets').$type<StoredMarket[]>().notNull(),
    homeGoals: integer('home_goals'),
    awayGoals: integer('away_goals'),
    goals: jsonb('goals').$type<StoredGoal[]>(),
  },
  (table) => [uniqueIndex('sports_events_round_key').on(table.roundId, table.index)],
);

/**
 * `accepting`: an in-play bet held for the merchant's acceptance delay, not debited yet; at the end of the delay it
 * is checked again (market open and not suspended meanwhile, odds within the player's policy) and goes on as a
 * `pending` placement, or is `refused` without any money moving.
 * `settling` and `cashing` are claims taken before the wallet is called (settlement or a cash-out), so a bet is
 * settled or cashed out, never both; a claim left by a crash is finished by the repair pass with the same ids.
 */
export const SPORTS_BET_STATUSES = [
  'accepting',
  'pending',
  'open',
  'won',
  'lost',
  'void',
  'refused',
  'settling',
  'cashing',
  'cashed_out',
] as const;
export type SportsBetStatus = (typeof SPORTS_BET_STATUSES)[number];

/**
 * A bet (a single, or a parlay of 2–N legs): stored `pending` before the stake goes to the wallet, `open`
 * once the wallet took it, then settled once (won, lost, void) or `refused` when the wallet refused it.
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id').notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    gameCode: text('game_code').notNull(),
    kind: text('kind', { enum: ['single', 'parlay', 'system'] }).notNull(),
    /** A system bet's combination sizes (2/3: [2]; a trixie: [2, 3]); its stake is the unit stake × lines. */
    systemSizes: jsonb('system_sizes').$type<number[]>(),
    /** `virtual`: legs on the virtual league's matches; `desk`: legs on events of the trading desk. */
    book: text('book', { enum: ['virtual', 'desk'] })
      .notNull()
      .default('virtual'),
    status: text('status', { enum: SPORTS_BET_STATUSES }).notNull().default('pending'),
    currency: text('currency').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** The product of the legs' odds, in thousandths (rounded down; payouts use the exact product). */
    totalOdds: bigint('total_odds', { mode: 'bigint' }).notNull(),
    maxPayoutMinor: bigint('max_payout_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    /** Desk bets: the result version settled (sum of the legs' events' approved result versions). */
    settledVersion: integer('settled_version'),
    /** The claim in progress (`settling` / `cashing`): its version and the amount the wallet is sent. */
    claimVersion: integer('claim_version'),
    claimPayoutMinor: bigint('claim_payout_minor', { mode: 'bigint' }),
    /** The player's odds-change policy, applied again when an in-play bet is accepted. */
    oddsPolicy: text('odds_policy', { enum: ['any', 'higher', 'ask'] })
      .notNull()
      .default('ask'),
    /** In-play bets: when the acceptance delay ends (the database's clock). */
    acceptAt: timestamp('accept_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sports_bets_request_key').on(table.playerId, table.requestId),
    index('sports_bets_player_idx').on(table.playerId, table.placedAt),
    index('sports_bets_status_idx').on(table.status),
  ],
);

/** One leg of a bet: the selection and the odds it was taken at, and its result once settled. */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: text('bet_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    marketKey: text('market_key').notNull(),
    selection: text('selection').notNull(),
    odds: bigint('odds', { mode: 'bigint' }).notNull(),
    result: text('result'),
  },
  (table) => [
    index('sports_bet_legs_bet_idx').on(table.betId),
    index('sports_bet_legs_event_bet_idx').on(table.eventId, table.betId),
  ],
);

export const DESK_SPORTS = ['football', 'basketball', 'tennis', 'lol', 'dota2', 'cs2'] as const;
export const DESK_EVENT_STATUSES = ['scheduled', 'suspended', 'finished', 'cancelled'] as const;
export const DESK_MARKET_STATUSES = ['open', 'suspended', 'void'] as const;

/**
 * An event of the trading desk (a real match staff created): teams, league, start, status, result version. An
 * outright (`kind` outright: a competition's winner) keeps its title in `home` and has one market, `win`.
 */
export const sportsDeskEvents = pgTable(
  'sports_desk_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['match', 'outright'] })
      .notNull()
      .default('match'),
    sport: text('sport', { enum: DESK_SPORTS }).notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: DESK_EVENT_STATUSES }).notNull().default('scheduled'),
    /** The approved result's version (0: none yet); a correction approved later raises it. */
    resultVersion: integer('result_version').notNull().default(0),
    /** The last time the event was suspended: an in-play bet placed before it is refused at acceptance. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Raised by a trigger when what decides its bets changes (result version, cancellation, a market void). */
    settleGeneration: integer('settle_generation').notNull().default(0),
    /** The generation desk settlement last finished for this event's bets. */
    settledGeneration: integer('settled_generation').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sports_desk_events_start_idx').on(table.startsAt)],
);

/** A market of a desk event with its selections' odds (decimal thousandths) and its status. */
export const sportsDeskMarkets = pgTable(
  'sports_desk_markets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    status: text('status', { enum: DESK_MARKET_STATUSES }).notNull().default('open'),
    selections: jsonb('selections').$type<StoredSelection[]>().notNull(),
    /** The last time the market was suspended: an in-play bet placed before it is refused at acceptance. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sports_desk_markets_key').on(table.eventId, table.key)],
);

/** A result entered by one staff member and approved by another; each correction is a new version. */
export const sportsDeskResults = pgTable(
  'sports_desk_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    home: integer('home').notNull(),
    away: integer('away').notNull(),
    maps: jsonb('maps').$type<('home' | 'away')[]>().notNull(),
    /** The half-time score (first-half markets); null when not entered (those markets are void). */
    halfHome: integer('half_home'),
    halfAway: integer('half_away'),
    /** An outright's winners (selection codes); more than one is a dead heat. */
    winners: jsonb('winners').$type<string[]>(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    version: integer('version'),
    enteredBy: bigint('entered_by', { mode: 'number' }).notNull(),
    enteredByName: text('entered_by_name').notNull(),
    approvedBy: bigint('approved_by', { mode: 'number' }),
    approvedByName: text('approved_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('sports_desk_results_event_idx').on(table.eventId),
    uniqueIndex('sports_desk_results_version_key').on(table.eventId, table.version),
  ],
);

/** Every settlement of a desk bet, once per (bet, result version): what it paid then and the difference sent. */
export const sportsDeskSettlements = pgTable(
  'sports_desk_settlements',
  {
    betId: text('bet_id').notNull(),
    version: integer('version').notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    deltaMinor: bigint('delta_minor', { mode: 'bigint' }).notNull(),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.betId, table.version] })],
);

/**
 * An event of the real-event feed: the feed's own id, the desk event it became, the last sequence applied
 * (a message with a sequence not above it is a replay or out of order and is ignored), and the live score.
 */
export const sportsFeedEvents = pgTable('sports_feed_events', {
  feedId: text('feed_id').primaryKey(),
  eventId: bigint('event_id', { mode: 'number' }),
  lastSeq: integer('last_seq').notNull().default(0),
  homeScore: integer('home_score'),
  awayScore: integer('away_score'),
  clock: text('clock'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A merchant's sportsbook rules; a merchant without a row has the defaults. */
export const sportsMerchantRules = pgTable('sports_merchant_rules', {
  merchantId: integer('merchant_id').primaryKey(),
  /** How long an in-play bet is held before it is checked again and accepted (milliseconds). */
  inPlayDelayMs: integer('in_play_delay_ms').notNull().default(5000),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
