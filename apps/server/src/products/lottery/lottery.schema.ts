import type { SeaPayouts } from '@fortuna/games/lottery/sea-bets';
import { sql } from 'drizzle-orm';
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
  uuid,
} from 'drizzle-orm/pg-core';

/** A lottery window: the token the /lottery page holds and the wallet session it bets on (sealed). */
export const lotterySessions = pgTable(
  'lottery_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    playerId: text('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    sealedWalletSession: text('sealed_wallet_session').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    nickname: text('nickname').notNull(),
    /** The player's merchant (its cut-off before the regional draws). */
    merchantId: integer('merchant_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lottery_sessions_token_key').on(table.tokenHash)],
);

/**
 * One draw of a fast game: created (and its seed committed) before betting on it opens, drawn at its
 * slot, or void when its slot was missed.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    /** A regional draw's province ('' for the fast draws). */
    province: text('province').notNull().default(''),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'drawn', 'void'] })
      .notNull()
      .default('open'),
    seedHash: text('seed_hash').notNull(),
    result: jsonb('result').$type<Record<string, string[]>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** The approved result version a regional draw's `result` holds (0: none yet). */
    resultVersion: integer('result_version').notNull().default(0),
  },
  (table) => [
    uniqueIndex('lottery_draws_slot_key').on(table.gameCode, table.drawAt, table.province),
    index('lottery_draws_status_idx').on(table.status, table.drawAt),
  ],
);

/** One ticket: a bet type, its numbers and the stake per point; one wallet round (`roundId` = its id). */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    playerId: text('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    requestId: text('request_id').notNull(),
    betType: text('bet_type').notNull(),
    numbers: jsonb('numbers').$type<string[]>().notNull(),
    stakePerPoint: bigint('stake_per_point', { mode: 'bigint' }).notNull(),
    totalStake: bigint('total_stake', { mode: 'bigint' }).notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
    /** A SEA bet's payouts as its merchant offered them when placed (hundredths per 4D prize, or `win`). */
    payoutTable: jsonb('payout_table').$type<Record<string, number>>(),
    /** The prize mode whose odds the bet was placed at (LOTT, ZY, ELOTT; SEA for a SEA bet); none: before modes. */
    prizeMode: text('prize_mode'),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'placed', 'won', 'lost', 'void', 'refused'] })
      .notNull()
      .default('pending'),
    hits: jsonb('hits').$type<number[]>(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The result version of the draw the bet was last settled by (a corrected result settles it again). */
    settledVersion: integer('settled_version').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lottery_bets_request_key').on(table.playerId, table.requestId),
    index('lottery_bets_draw_idx').on(table.drawId, table.status),
    // Settlement walks a draw's bets member by member, a batch after the last (player, id) of the one before
    // (ADR 0038, 0039).
    index('lottery_bets_draw_member_idx').on(table.drawId, table.playerId, table.id),
    index('lottery_bets_player_idx').on(table.playerId, table.placedAt),
  ],
);

/**
 * A regional draw's official result as entered by staff or taken from the results feed: a version per
 * draw, `pending` until a second staff member (never the one who entered it) approves or rejects it.
 */
export const lotteryResults = pgTable(
  'lottery_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    prizes: jsonb('prizes').$type<Record<string, string[]>>().notNull(),
    source: text('source', { enum: ['staff', 'feed'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The staff username who entered it, or `feed`. */
    enteredBy: text('entered_by').notNull(),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('lottery_results_version_key').on(table.drawId, table.version)],
);

/**
 * The audit trail of a regional bet's settlements: one row per (bet, result version), with the payout
 * that version gives and the difference moved through the wallet (the first settlement's full payout,
 * a correction's difference paid or taken back).
 */
export const lotterySettlements = pgTable(
  'lottery_settlements',
  {
    betId: uuid('bet_id').notNull(),
    version: integer('version').notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    delta: bigint('delta', { mode: 'bigint' }).notNull(),
    /** The wallet transaction that moved `delta` (none when nothing changed). */
    transactionId: text('transaction_id'),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.betId, table.version] })],
);

/** A merchant's rules for the regional draws; a merchant without a row has the defaults. */
export const lotteryMerchantRules = pgTable('lottery_merchant_rules', {
  merchantId: integer('merchant_id').primaryKey(),
  cutoffMinutes: integer('cutoff_minutes').notNull().default(15),
  /** The merchant's SEA payouts (4D Big and Small per prize, Thai per bet type); none: the defaults. */
  seaPayouts: jsonb('sea_payouts').$type<SeaPayouts>(),
  /**
   * The most this merchant's players may stake in total on one number of one draw and bet type (minor units,
   * per point); a ticket that would pass it is refused. None: no cap.
   */
  numberCapMinor: bigint('number_cap_minor', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
