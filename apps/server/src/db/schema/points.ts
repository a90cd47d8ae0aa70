import type { GameType } from '@fortuna/contracts/catalogue';
import {
  GOODS_KINDS,
  GOODS_STATUSES,
  POINTS_RECORD_KINDS,
  POINTS_RECORD_STATUSES,
  REDEEM_STATUSES,
  type Shipping,
} from '@fortuna/contracts/points';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
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
import { merchants } from './merchants';

/** A merchant's points rates: game area → valid bet (minor units) that earns one point; and the convert rate. */
export const promoPointsSettings = pgTable('promo_points_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  ratesMinor: jsonb('rates_minor').$type<Partial<Record<GameType, string>>>().notNull(),
  convertPerPointMinor: bigint('convert_per_point_minor', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's points balance. Every change locks this row first (accrual, redeem, refund, convert, grant), so
 * they happen one after another per member, on any node. Points never expire: nothing resets it.
 */
export const promoPointsAccounts = pgTable(
  'promo_points_accounts',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('promo_points_balance_not_negative', sql`${table.balance} >= 0`)],
);

/** Per member and game area: the valid bet (of the rebate rollup) already turned into points. */
export const promoPointsMarks = pgTable(
  'promo_points_marks',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameType: text('game_type').$type<GameType>().notNull(),
    accruedValidBetMinor: bigint('accrued_valid_bet_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.gameType] })],
);

/** The points ledger: one row per change of a member's points (spec §3 points records). */
export const promoPointsRecords = pgTable(
  'promo_points_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind', { enum: POINTS_RECORD_KINDS }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    pointsBefore: bigint('points_before', { mode: 'number' }).notNull(),
    changedPoints: bigint('changed_points', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    gameType: text('game_type').$type<GameType>(),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: POINTS_RECORD_STATUSES }).notNull().default('completed'),
    orderId: bigint('order_id', { mode: 'number' }),
    transferId: bigint('transfer_id', { mode: 'number' }),
    /** A convert's Idempotency-Key: a repeat answers this record. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promo_points_records_account_idx').on(table.accountId, table.createdAt),
    uniqueIndex('promo_points_records_key').on(table.accountId, table.idempotencyKey),
  ],
);

/** Points-mall goods of a merchant. Stock only goes down by a conditional update, never below 0. */
export const promoPointsGoods = pgTable(
  'promo_points_goods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    names: jsonb('names').$type<{ EN: string; TY: string }>().notNull(),
    imageUrl: text('image_url').notNull().default(''),
    kind: text('kind', { enum: GOODS_KINDS }).notNull(),
    stock: integer('stock').notNull(),
    pointsRequired: bigint('points_required', { mode: 'number' }).notNull(),
    amountRequiredMinor: bigint('amount_required_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: GOODS_STATUSES }).notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promo_points_goods_merchant_idx').on(table.merchantId, table.status),
    check('promo_points_goods_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

/** A member's redeem order (spec §3 redeem records), in process until staff fulfil or reject it. */
export const promoPointsOrders = pgTable(
  'promo_points_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => promoPointsGoods.id),
    names: jsonb('names').$type<{ EN: string; TY: string }>().notNull(),
    kind: text('kind', { enum: GOODS_KINDS }).notNull(),
    quantity: integer('quantity').notNull(),
    pointsTotal: bigint('points_total', { mode: 'number' }).notNull(),
    amountRequiredMinor: bigint('amount_required_minor', { mode: 'bigint' }).notNull(),
    shipping: jsonb('shipping').$type<Shipping>(),
    status: text('status', { enum: REDEEM_STATUSES }).notNull().default('in_process'),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_points_orders_key').on(table.accountId, table.idempotencyKey),
    index('promo_points_orders_account_idx').on(table.accountId, table.createdAt),
    index('promo_points_orders_merchant_idx').on(table.merchantId, table.status, table.createdAt),
  ],
);
