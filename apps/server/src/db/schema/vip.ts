import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** A merchant's keep-level rule: `none` (levels kept for good), or a review each local month or quarter. */
export const promoVipSettings = pgTable('promo_vip_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  keepPeriod: text('keep_period', { enum: ['none', 'month', 'quarter'] })
    .notNull()
    .default('none'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's level after a keep-level review demoted them: `floor_rank` is held, and levels above it are
 * reached again by valid bet and deposits counted from `counted_from` (a local day). `reviewed_period` is the
 * last period reviewed: a review updates the row only when its period is newer, so it acts once.
 */
export const promoVipHoldings = pgTable('promo_vip_holdings', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
  floorRank: integer('floor_rank').notNull(),
  countedFrom: text('counted_from').notNull(),
  reviewedPeriod: text('reviewed_period').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** VIP monthly and birthday bonuses paid: one row per (member, kind, period), written with the ledger transfer. */
export const promoVipBonuses = pgTable(
  'promo_vip_bonuses',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['monthly', 'birthday'] }).notNull(),
    /** "2026-12" for a month, "2026" for a birthday. */
    periodKey: text('period_key').notNull(),
    merchantId: integer('merchant_id').notNull(),
    rank: integer('rank').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.kind, table.periodKey] })],
);
