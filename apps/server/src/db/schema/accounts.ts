import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
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
    email: text('email'),
    /** Bound mobile: dialing code without "+" and the national number without leading zeros. */
    mobileDialingCode: text('mobile_dialing_code'),
    mobileNumber: text('mobile_number'),
    /** yyyy-MM-dd */
    birthday: text('birthday'),
    /** Built-in avatar 1..12; null shows the fallback avatar. */
    icon: smallint('icon'),
    /** The site language the member last chose (EN or TY): messages to the member use it. */
    language: text('language').notNull().default('TY'),
    /** Authenticator secret, AES-GCM encrypted with a server secret; enabled once a code confirmed it. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a staff password reset: the next sign-in must change the password. */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    /** Failed sign-ins lock the account until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The member whose referral code brought this account. */
    referrerId: bigint('referrer_id', { mode: 'number' }),
    /** An agent's code for affiliate links; also each account's referral code. */
    inviteCode: text('invite_code'),
    /** Optional registration details the merchant collects (payee name, messenger ids, ID number…). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    uniqueIndex('accounts_merchant_username_key').on(table.merchantId, sql`lower(${table.username})`),
    index('accounts_upline_idx').on(table.uplineId),
    uniqueIndex('accounts_merchant_mobile_key').on(table.merchantId, table.mobileDialingCode, table.mobileNumber),
    uniqueIndex('accounts_merchant_email_key').on(table.merchantId, sql`lower(${table.email})`),
    uniqueIndex('accounts_merchant_invite_code_key').on(table.merchantId, sql`upper(${table.inviteCode})`),
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
