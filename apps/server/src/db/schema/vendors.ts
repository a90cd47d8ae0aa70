import type { GameNameTranslations, GameType } from '@fortuna/contracts/catalogue';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Game vendors (the spec's "vassalage"). Seamless vendors debit and credit the main wallet through the
 * seamless-wallet API; transfer-mode vendors hold a wallet of their own per member, filled and emptied
 * by the wallet transfer call.
 */
export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  walletMode: text('wallet_mode', { enum: ['seamless', 'transfer'] }).notNull(),
  status: text('status', { enum: ['active', 'maintenance', 'disabled'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The lobby category the vendor's games belong to. */
  gameType: text('game_type').$type<GameType>().notNull().default('RNG'),
  iconUrl: text('icon_url').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(100),
  /**
   * Where a launch sends the player: an https URL or a site path with {token}, {gameCode} and {language}
   * placeholders. A path is served from a launch CDN of the merchant when it has any. Empty: the vendor's
   * games cannot launch yet.
   */
  launchUrl: text('launch_url').notNull().default(''),
  /**
   * Where a finished round can be replayed, with {roundId}, {exp} and {sig} placeholders: sig is
   * hex(HMAC-SHA256(vendor secret, `recall.${roundId}.${exp}`)). Empty: the vendor offers no replay.
   */
  recallUrl: text('recall_url').notNull().default(''),
  /**
   * Win ceiling of a round (docs/seamless-wallet.md "Win ceiling"): the round's wins may reach at most this
   * multiple of its stakes and at most `maxWinMinor`; no win may take a wallet past `maxBalanceMinor`.
   * A game may override each (null there: the vendor's value).
   */
  maxWinMultiple: integer('max_win_multiple').notNull().default(10_000),
  maxWinMinor: bigint('max_win_minor', { mode: 'bigint' }).notNull().default(sql`100000000000`),
  maxBalanceMinor: bigint('max_balance_minor', { mode: 'bigint' }).notNull().default(sql`10000000000000`),
});

/** The game catalogue: each row a game that launches through its vendor. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    /** The name in other languages (language code → name), shown instead of `name` where filled in. */
    nameTranslations: jsonb('name_translations').$type<GameNameTranslations>().notNull().default({}),
    gameType: text('game_type').$type<GameType>().notNull(),
    gameClassify: text('game_classify').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** Offers a free trial on demo balance (the spec's supportPlay = 0). */
    supportsTrial: boolean('supports_trial').notNull().default(false),
    /** Minimum bet in minor units. */
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    sortOrder: integer('sort_order').notNull().default(100),
    status: text('status', { enum: ['active', 'maintenance', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** This game's win ceiling where it differs from its vendor's (null: the vendor's value). */
    maxWinMultiple: integer('max_win_multiple'),
    maxWinMinor: bigint('max_win_minor', { mode: 'bigint' }),
    maxBalanceMinor: bigint('max_balance_minor', { mode: 'bigint' }),
  },
  (table) => [
    uniqueIndex('games_vendor_code_key').on(table.vendorId, table.gameCode),
    index('games_type_idx').on(table.gameType, table.sortOrder),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.gameId] })],
);

/** The games a member launched, newest first (one row per game). */
export const recentGames = pgTable(
  'recent_games',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.gameId] }),
    index('recent_games_account_idx').on(table.accountId, table.playedAt),
  ],
);

/** Big wins for the winner board, written as rounds settle. */
export const bigWins = pgTable(
  'big_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('big_wins_merchant_idx').on(table.merchantId, table.createdAt)],
);
