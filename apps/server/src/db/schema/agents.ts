import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
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

/**
 * The account hierarchy as a closure table: one row per (ancestor, descendant) pair at any depth, and
 * (account, account, 0) for each account. A trigger on `accounts` keeps it (migration 0011), so every
 * way an account is created fills it; whole-team queries are one indexed join (docs/agents.md).
 */
export const accountTree = pgTable(
  'account_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.descendantId] }),
    index('account_tree_descendant_idx').on(table.descendantId, table.depth),
  ],
);

/** What a member's rollup row counts, per hour or per day (the active flag is `betCount > 0`). */
function figureColumns() {
  return {
    betCount: integer('bet_count').notNull().default(0),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    withdrawalMinor: bigint('withdrawal_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  };
}

/**
 * Per member per hour: what settled in that hour (rounds at their close, payments at their decision).
 * Reports and settlements read only these rows, never raw bets. `validBetMinor` leaves out rounds that
 * paid back exactly the stake; `betCount > 0` is the active flag.
 */
export const memberHourlyStats = pgTable(
  'member_hourly_stats',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    ...figureColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.hour] }),
    index('member_hourly_stats_merchant_hour_idx').on(table.merchantId, table.hour),
  ],
);

/**
 * The same figures per member per local day of the merchant's time zone (as set when the row was
 * written): the agent centre's date-range reports read these, ten times fewer rows than the hours.
 */
export const memberDailyStats = pgTable(
  'member_daily_stats',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    ...figureColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.day] }),
    index('member_daily_stats_merchant_day_idx').on(table.merchantId, table.day),
  ],
);

/** Valid bet per member per 5-minute window: what the real-time salary settles (kept 7 days). */
export const memberWindowBets = pgTable(
  'member_window_bets',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.windowStart] }),
    index('member_window_bets_merchant_window_idx').on(table.merchantId, table.windowStart),
  ],
);

export interface StoredTier {
  minActiveMembers: number;
  /** Minor units, as text (jsonb has no bigint). */
  minTeamFigureMinor: string;
  rateBp: number;
}

/** A contract between an upline (null: the platform) and a downline agent (docs/agents.md). */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind', { enum: ['realtime', 'hourly', 'daily', 'dividend'] }).notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'semimonthly', 'monthly'] }),
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'cascade' }),
    downlineId: bigint('downline_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['offered', 'active', 'terminating', 'rejected', 'terminated'] }).notNull(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    maxRateBp: integer('max_rate_bp').notNull(),
    requestedBy: text('requested_by', { enum: ['upline', 'downline', 'platform'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    /** Per downline and kind: at most one contract in force, and at most one offer waiting. */
    uniqueIndex('agent_contracts_in_force_key')
      .on(table.downlineId, table.kind)
      .where(sql`status in ('active', 'terminating')`),
    uniqueIndex('agent_contracts_offer_key').on(table.downlineId, table.kind).where(sql`status = 'offered'`),
    index('agent_contracts_upline_idx').on(table.uplineId, table.kind),
    index('agent_contracts_merchant_kind_idx').on(table.merchantId, table.kind, table.status),
  ],
);

export interface StoredDeduction {
  downlineId: number;
  username: string;
  teamFigureMinor: string;
  rateBp: number;
  amountMinor: string;
}

/**
 * One settlement of one contract for one period, with every input kept (a statement can be recomputed).
 * Unique per (contract, period start): the row and its ledger transfer are written in one transaction,
 * so a period pays once even when run twice or by two processes at once.
 */
export const settlementRuns = pgTable(
  'settlement_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['realtime', 'hourly', 'daily', 'dividend'] }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['paid', 'nothing', 'computed', 'requested'] }).notNull(),
    teamFigureMinor: bigint('team_figure_minor', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    rateBp: integer('rate_bp').notNull(),
    grossMinor: bigint('gross_minor', { mode: 'bigint' }).notNull(),
    deductions: jsonb('deductions').$type<StoredDeduction[]>().notNull(),
    carryInMinor: bigint('carry_in_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    carryOutMinor: bigint('carry_out_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    ledgerTransferId: text('ledger_transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('settlement_runs_period_key').on(table.contractId, table.periodStart),
    index('settlement_runs_agent_idx').on(table.agentId, table.kind, table.periodStart),
    index('settlement_runs_merchant_idx').on(table.merchantId, table.kind, table.periodStart),
  ],
);
