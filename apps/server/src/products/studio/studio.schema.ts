import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { VENDOR_ROUND_STATUSES } from '../../db/schema/seamless';

/**
 * Our studio's own records (a vendor keeps its rounds; the platform keeps the bet record). Seeds: one
 * active pair per player, the server seed committed by its hash and revealed on rotation.
 */
export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: text('player_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    status: text('status', { enum: ['active', 'revealed'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_seeds_active_key').on(table.playerId).where(sql`status = 'active'`),
    index('studio_seeds_player_idx').on(table.playerId),
  ],
);

/** A game window: the studio token its client holds, and the wallet session it plays on (sealed). */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    playerId: text('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    sealedWalletSession: text('sealed_wallet_session').notNull(),
    currency: text('currency').notNull(),
    isTrial: boolean('is_trial').notNull(),
    language: text('language').notNull(),
    nickname: text('nickname').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('studio_sessions_token_key').on(table.tokenHash)],
);

/** Every studio round, kept for recall: inputs, RNG inputs, outcome, money and status. */
export const studioRounds = pgTable(
  'studio_rounds',
  {
    roundId: text('round_id').primaryKey(),
    playerId: text('player_id').notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    gameCode: text('game_code').notNull(),
    gameVersion: text('game_version').notNull(),
    status: text('status', { enum: VENDOR_ROUND_STATUSES }).notNull().default('open'),
    /** The wallet confirmed the stake: an unfinished round is completed by paying, else refunded. */
    betConfirmed: boolean('bet_confirmed').notNull().default(false),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    jackpotContributionMinor: bigint('jackpot_contribution_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: text('currency').notNull(),
    balanceBeforeMinor: bigint('balance_before_minor', { mode: 'bigint' }),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }),
    choices: jsonb('choices').notNull(),
    detail: jsonb('detail').notNull(),
    paytable: jsonb('paytable').notNull(),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    floatsUsed: integer('floats_used').notNull(),
    /** Interactive rounds: the game's private state (shoe, mine layout); never sent to the player. */
    privateState: jsonb('private_state'),
    /** Bumped by every applied decision: a decision applies only over the version it was computed from. */
    version: integer('version').notNull().default(0),
    /** The request ids of the decisions applied, so a retried decision applies once. */
    actionRequests: jsonb('action_requests').$type<string[]>().notNull().default([]),
    /** A decision whose extra stake is with the wallet: `{ requestId, action, betNumber, amount }`. */
    pendingAction: jsonb('pending_action'),
    /** Extra stakes of the round the wallet confirmed (blackjack double, split, insurance). */
    extraBets: integer('extra_bets').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_rounds_request_key').on(table.sessionId, table.requestId),
    index('studio_rounds_player_idx').on(table.playerId, table.startedAt),
    index('studio_rounds_open_idx').on(table.status, table.startedAt),
  ],
);
