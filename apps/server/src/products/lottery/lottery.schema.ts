import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
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
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'drawn', 'void'] })
      .notNull()
      .default('open'),
    seedHash: text('seed_hash').notNull(),
    result: jsonb('result').$type<Record<string, string[]>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lottery_draws_slot_key').on(table.gameCode, table.drawAt),
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
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'placed', 'won', 'lost', 'void', 'refused'] })
      .notNull()
      .default('pending'),
    hits: jsonb('hits').$type<number[]>(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lottery_bets_request_key').on(table.playerId, table.requestId),
    index('lottery_bets_draw_idx').on(table.drawId, table.status),
    index('lottery_bets_player_idx').on(table.playerId, table.placedAt),
  ],
);
