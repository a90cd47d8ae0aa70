import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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

export const LEDGER_ACCOUNT_KINDS = [
  'main',
  'bonus',
  'points',
  'demo',
  'house',
  'vendor',
  'jackpot_pool',
  'payment_clearing',
  'commission',
  'world',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Kinds that belong to a person and may never go below zero, pending debits included. */
export const PERSONAL_KINDS: readonly LedgerAccountKind[] = ['main', 'bonus', 'points', 'demo', 'vendor'];

export const OWNER_TYPES = ['account', 'merchant'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

/**
 * One balance: a member's wallet, a vendor wallet, or a platform account (house, world...).
 * `balance` is posted money; `pending_debits`/`pending_credits` are held amounts not yet posted.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    ownerType: text('owner_type', { enum: OWNER_TYPES }).notNull(),
    /** The member/agent account id, or 0 for a merchant-level account. */
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** Tells apart several accounts of one kind, e.g. the vendor code of a vendor wallet; '' otherwise. */
    label: text('label').notNull().default(''),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    pendingDebits: bigint('pending_debits', { mode: 'bigint' }).notNull().default(sql`0`),
    pendingCredits: bigint('pending_credits', { mode: 'bigint' }).notNull().default(sql`0`),
    mayGoNegative: boolean('may_go_negative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_key').on(
      table.merchantId,
      table.ownerType,
      table.ownerId,
      table.kind,
      table.label,
      table.currency,
    ),
    check(
      'ledger_accounts_no_overdraft',
      sql`${table.mayGoNegative} or ${table.balance} - ${table.pendingDebits} >= 0`,
    ),
    check('ledger_accounts_pending_positive', sql`${table.pendingDebits} >= 0 and ${table.pendingCredits} >= 0`),
  ],
);

export const TRANSFER_STATUSES = ['posted', 'pending', 'voided'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * Every movement of money: one debit account, one credit account, a positive amount.
 * Keyed by (id, created_at) so the table can be partitioned by time.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    merchantId: integer('merchant_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull(),
    creditAccountId: bigint('credit_account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull(),
    /** Balances right after this transfer was posted (null while pending). */
    debitBalanceAfter: bigint('debit_balance_after', { mode: 'bigint' }),
    creditBalanceAfter: bigint('credit_balance_after', { mode: 'bigint' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.createdAt] }),
    index('ledger_transfers_debit_time_idx').on(table.debitAccountId, table.createdAt),
    index('ledger_transfers_credit_time_idx').on(table.creditAccountId, table.createdAt),
    check('ledger_transfers_amount_positive', sql`${table.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
  ],
);

/**
 * One row per idempotency key and merchant: the hash of the request it first came with and the
 * answer given, so a repeat returns that answer and a different request under the key is refused.
 */
export const ledgerIdempotency = pgTable(
  'ledger_idempotency',
  {
    merchantId: integer('merchant_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.key] })],
);
