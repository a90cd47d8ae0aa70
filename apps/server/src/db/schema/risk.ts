import type { OverLimitWins, RiskFlagKind, RiskFlagStatus, RiskLevel } from '@fortuna/contracts/risk';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** A member's risk level (absent: normal) and who set it. */
export const memberRisk = pgTable('member_risk', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
  level: text('level').$type<RiskLevel>().notNull().default('normal'),
  note: text('note').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * The risk queue: duplicate-account links, bonus-abuse flags, large wins. Each is raised once per
 * `sourceKey` (a repeat of the same signal changes nothing); an open large-win flag holds withdrawals.
 */
export const riskFlags = pgTable(
  'risk_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RiskFlagKind>().notNull(),
    sourceKey: text('source_key').notNull(),
    status: text('status').$type<RiskFlagStatus>().notNull().default('open'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    /** Whether this flag keeps the member's withdrawals on hold while open. */
    holdsWithdrawals: boolean('holds_withdrawals').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decidedByStaffId: integer('decided_by_staff_id'),
    decisionKey: text('decision_key'),
    reason: text('reason').notNull().default(''),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('risk_flags_source_key').on(table.merchantId, table.kind, table.sourceKey),
    index('risk_flags_queue_idx').on(table.merchantId, table.status, table.createdAt),
    index('risk_flags_account_idx').on(table.accountId, table.status),
  ],
);

/** Devices and addresses an account was seen from (sign-in, registration): the duplicate-account signals. */
export const accountSightings = pgTable(
  'account_sightings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['device', 'ip'] }).notNull(),
    value: text('value').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_sightings_key').on(table.accountId, table.kind, table.value),
    index('account_sightings_value_idx').on(table.merchantId, table.kind, table.value),
  ],
);

/** A merchant's risk and identity rules; absent values mean the rule is off. */
export const riskSettings = pgTable('risk_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  /** A win of at least this much holds the member's withdrawals until staff clear it. */
  largeWinThresholdMinor: bigint('large_win_threshold_minor', { mode: 'bigint' }),
  /** Withdrawals above this need a verified identity (KYC). */
  kycWithdrawalThresholdMinor: bigint('kyc_withdrawal_threshold_minor', { mode: 'bigint' }),
  /** A win over the vendor's or game's ceiling: refused (default) or held as a pending credit for staff review. */
  overLimitWins: text('over_limit_wins').$type<OverLimitWins>().notNull().default('refuse'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
