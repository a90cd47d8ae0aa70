import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** Members, agents and trial accounts of a merchant (spec §6 account types). */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** argon2id hash of the 6-digit payment password guarding transfers and withdrawals; null until set. */
    paymentPasswordHash: text('payment_password_hash'),
    type: smallint('type').notNull(),
    uplineId: bigint('upline_id', { mode: 'number' }),
    nickname: text('nickname').notNull().default(''),
    status: text('status', { enum: ['active', 'suspended', 'closed'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_merchant_username_key').on(table.merchantId, sql`lower(${table.username})`),
    index('accounts_upline_idx').on(table.uplineId),
  ],
);

/** Opaque member session tokens, stored as SHA-256 hashes; revocable. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('member_sessions_account_idx').on(table.accountId)],
);
