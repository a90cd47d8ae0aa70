import { LAUNCH_OUTCOMES } from '@fortuna/contracts/catalogue';
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { games, vendors } from './vendors';

/** The HMAC secret a vendor signs its seamless-wallet calls with, sealed by a server secret. */
export const vendorApiKeys = pgTable('vendor_api_keys', {
  vendorId: integer('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A game launch: the one-time launch token in the URL (short-lived) is exchanged by the vendor for a
 * player session it then uses on every wallet call. Win and rollback still name an expired session.
 */
export const vendorSessions = pgTable(
  'vendor_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Free play on the trial account's demo wallet. */
    isTrial: boolean('is_trial').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    launchTokenHash: text('launch_token_hash').notNull(),
    launchExpiresAt: timestamp('launch_expires_at', { withTimezone: true }).notNull(),
    /** Set when the vendor exchanged the launch token: it cannot be used again. */
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
    sessionTokenHash: text('session_token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_sessions_launch_key').on(table.launchTokenHash),
    uniqueIndex('vendor_sessions_session_key').on(table.sessionTokenHash),
    index('vendor_sessions_account_idx').on(table.accountId, table.createdAt),
  ],
);

/** Nonces of signed vendor calls in the last minutes: a replayed nonce is refused. */
export const seamlessNonces = pgTable(
  'seamless_nonces',
  {
    vendorId: integer('vendor_id').notNull(),
    nonce: text('nonce').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.nonce] }),
    index('seamless_nonces_seen_idx').on(table.seenAt),
  ],
);

export const VENDOR_ROUND_STATUSES = ['open', 'settled', 'void'] as const;
export type VendorRoundStatus = (typeof VENDOR_ROUND_STATUSES)[number];

/** The platform's bet record: one row per vendor round, totals kept as bets, wins and rollbacks apply. */
export const vendorRounds = pgTable(
  'vendor_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    roundId: text('round_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    isTrial: boolean('is_trial').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: VENDOR_ROUND_STATUSES }).notNull().default('open'),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** True once any win (even of 0) was recorded: a rollback can no longer undo the round. */
    hasWin: boolean('has_win').notNull().default(false),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('vendor_rounds_key').on(table.vendorId, table.roundId),
    index('vendor_rounds_account_idx').on(table.accountId, table.openedAt),
    index('vendor_rounds_open_idx').on(table.status, table.openedAt),
    /** Leaderboards: a merchant's rounds settled in a period. */
    index('vendor_rounds_merchant_closed_idx').on(table.merchantId, table.closedAt),
  ],
);

export const VENDOR_TRANSACTION_KINDS = ['bet', 'win', 'rollback', 'end_round', 'adjust'] as const;
export type VendorTransactionKind = (typeof VENDOR_TRANSACTION_KINDS)[number];

/**
 * Every vendor transaction id seen, with the first answer: a repeat returns it, a different body under
 * the same id is refused. A rollback of a bet never seen leaves a tombstone (`rolledBack` with no body)
 * that refuses the late bet.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorId: integer('vendor_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: VENDOR_TRANSACTION_KINDS }).notNull(),
    roundId: text('round_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** SHA-256 of the canonical request; null for a tombstone. */
    requestHash: text('request_hash'),
    response: jsonb('response'),
    /** For a bet: undone by a rollback (or never arrived before its rollback). */
    rolledBack: boolean('rolled_back').notNull().default(false),
    referenceTransactionId: text('reference_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_transactions_key').on(table.vendorId, table.transactionId),
    index('vendor_transactions_round_idx').on(table.vendorId, table.roundId),
  ],
);

/** What the site saw after a launch (spec §7 launch feedback): operators watch for games that fail to open. */
export const launchFeedback = pgTable(
  'launch_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id').notNull(),
    outcome: text('outcome', { enum: LAUNCH_OUTCOMES }).notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('launch_feedback_game_idx').on(table.gameId, table.createdAt)],
);
