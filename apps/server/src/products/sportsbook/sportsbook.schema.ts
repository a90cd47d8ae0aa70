import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

export const SPORTS_BET_STATUSES = ['pending', 'open', 'won', 'lost', 'void', 'refused'] as const;
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
    kind: text('kind', { enum: ['single', 'parlay'] }).notNull(),
    status: text('status', { enum: SPORTS_BET_STATUSES }).notNull().default('pending'),
    currency: text('currency').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** The product of the legs' odds, in thousandths (rounded down; payouts use the exact product). */
    totalOdds: bigint('total_odds', { mode: 'bigint' }).notNull(),
    maxPayoutMinor: bigint('max_payout_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
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
  (table) => [index('sports_bet_legs_bet_idx').on(table.betId), index('sports_bet_legs_event_idx').on(table.eventId)],
);
