import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Crash: one hash chain per row. The secret seed is sealed by a server secret; the commitment (the hash
 * after the last game's) is public from the start; games use the chain from its end (docs/studio.md).
 */
export const crashChains = pgTable('crash_chains', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  commitment: text('commitment').notNull(),
  sealedSeed: text('sealed_seed').notNull(),
  /** Games the chain holds. */
  length: integer('length').notNull(),
  /** The public salt of the crash-point formula, fixed before the chain was made. */
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const CRASH_GAME_STATUSES = ['betting', 'flying', 'crashed'] as const;
export type CrashGameStatus = (typeof CRASH_GAME_STATUSES)[number];

/**
 * One shared game. The hash and crash point are kept from the start (the scheduler needs them) but are
 * shown to nobody before the game crashes.
 */
export const crashGames = pgTable(
  'crash_games',
  {
    number: bigint('number', { mode: 'number' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    /** Position in its chain (1 = the first game, whose hash links to the commitment). */
    chainIndex: integer('chain_index').notNull(),
    hash: text('hash').notNull(),
    crashHundredths: bigint('crash_hundredths', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: CRASH_GAME_STATUSES }).notNull().default('betting'),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the multiplier reaches the crash point (flight starts at bettingEndsAt). */
    crashAt: timestamp('crash_at', { withTimezone: true, mode: 'date' }).notNull(),
    crashedAt: timestamp('crashed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crash_games_chain_key').on(table.chainId, table.chainIndex),
    index('crash_games_hash_idx').on(table.hash),
    index('crash_games_status_idx').on(table.status),
  ],
);

export const CRASH_BET_STATUSES = ['placed', 'cashed', 'busted', 'void'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/**
 * A player's bet in a game: its money lives in the studio round `roundId` (stake, payout, wallet
 * calls); this row holds the crash side (game, auto cash-out, the multiplier it was cashed at).
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull(),
    gameNumber: bigint('game_number', { mode: 'number' }).notNull(),
    playerId: text('player_id').notNull(),
    nickname: text('nickname').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** Auto cash-out in hundredths; null = by hand only. */
    autoCashOut: integer('auto_cash_out'),
    /** The multiplier (hundredths) the bet was cashed out at. */
    cashOut: bigint('cash_out', { mode: 'bigint' }),
    status: text('status', { enum: CRASH_BET_STATUSES }).notNull().default('placed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crash_bets_round_key').on(table.roundId),
    uniqueIndex('crash_bets_player_game_key').on(table.gameNumber, table.playerId),
    index('crash_bets_game_idx').on(table.gameNumber, table.status),
  ],
);
