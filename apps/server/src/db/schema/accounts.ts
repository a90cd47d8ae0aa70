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
