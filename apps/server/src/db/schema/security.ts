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
import { accounts } from './accounts';
import { merchants } from './merchants';

/** Secrets the server generates once and every node shares (transport key pair, HMAC keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Proof-of-work challenges already redeemed: each solution counts once. */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_challenges_expires_idx').on(table.expiresAt)],
);

/** Captcha images handed out; the answer is kept sealed with a server key, each captcha is good for one attempt. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerSealed: text('answer_sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed sign-ins, by account name and address, for captcha flags and lockouts. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** Lower-cased username or mobile the attempt named. */
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_login_idx').on(table.merchantId, table.login, table.createdAt),
    index('login_failures_ip_idx').on(table.merchantId, table.ip, table.createdAt),
  ],
);

/** Addresses locked after repeated failures; `lockedUntil` null means until support unlocks it. */
export const ipLocks = pgTable(
  'ip_locks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    ip: text('ip').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockCount: smallint('lock_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    unlockedBy: integer('unlocked_by'),
  },
  (table) => [index('ip_locks_ip_idx').on(table.merchantId, table.ip, table.createdAt)],
);

/** Addresses each account has signed in from: a new one needs a second factor. */
export const accountIps = pgTable(
  'account_ips',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('account_ips_key').on(table.accountId, table.ip)],
);

/** One-time codes sent by SMS, stored as HMACs; single use, short-lived. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** "84:912345678" */
    destination: text('destination').notNull(),
    purpose: text('purpose', { enum: ['login', 'register', 'bind', 'second-factor'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_codes_destination_idx').on(table.merchantId, table.destination, table.createdAt),
    index('verification_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Single-use tokens: sign-ins held for a second factor, email reset links, remember-me. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['second-factor', 'password-reset', 'remember'] }).notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    /** Extra state, e.g. the portal and remember flag of a held sign-in. */
    data: text('data').notNull().default(sql`'{}'`),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_account_idx').on(table.accountId, table.kind)],
);

/** Every SMS and email the platform sends (the development outbox shows them to staff). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_merchant_idx').on(table.merchantId, table.createdAt)],
);
