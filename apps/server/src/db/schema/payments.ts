import {
  DEPOSIT_STATUSES,
  P2P_PART_STATUSES,
  PAYMENT_CHANNEL_TYPES,
  PAYMENT_DIRECTIONS,
  WITHDRAWAL_STATUSES,
} from '@fortuna/contracts/payments';
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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { merchants } from './merchants';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Merchant-wide payment settings: the time zone daily totals are cut in, P2P auto-receipt minutes. */
export const merchantPaymentSettings = pgTable('merchant_payment_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
  p2pAutoReceiptMinutes: integer('p2p_auto_receipt_minutes').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A way money comes in or goes out, per merchant, with its limits and fees (minor units). */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: PAYMENT_CHANNEL_TYPES }).notNull(),
    direction: text('direction', { enum: PAYMENT_DIRECTIONS }).notNull().default('both'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull(),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' }).notNull(),
    /** Fee in basis points of the amount plus a fixed part; never more than the amount. */
    feeBps: integer('fee_bps').notNull().default(0),
    feeFixedMinor: bigint('fee_fixed_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Bank transfer: the bank details shown to depositors. */
    bank: jsonb('bank').$type<{ bankName: string; accountName: string; accountNumber: string; branch: string }>(),
    /** Gateway: the shared HMAC secret, sealed with a server key. */
    gatewaySecretSealed: text('gateway_secret_sealed'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_channels_code_key').on(table.merchantId, table.code),
    check(
      'payment_channels_limits',
      sql`${table.minAmountMinor} > 0 and ${table.minAmountMinor} <= ${table.maxAmountMinor}`,
    ),
    check('payment_channels_fees', sql`${table.feeBps} between 0 and 10000 and ${table.feeFixedMinor} >= 0`),
  ],
);

/** A member's bound bank account for withdrawals; `is_new` until the first withdrawal to it. */
export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    payeeName: text('payee_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branch: text('branch').notNull().default(''),
    isNew: boolean('is_new').notNull().default(true),
    status: text('status', { enum: ['active', 'removed'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payee_accounts_active_key')
      .on(table.accountId, table.bankName, table.accountNumber)
      .where(sql`status = 'active'`),
  ],
);

/** Columns every order shares: who, how much, how it was asked for and decided. */
function orderColumns() {
  return {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    channelType: text('channel_type', { enum: PAYMENT_CHANNEL_TYPES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: text('currency').notNull(),
    remark: text('remark').notNull().default(''),
    /** Staff's reason for a rejection, or the gateway's failure. */
    reason: text('reason').notNull().default(''),
    /** The member's Idempotency-Key and the hash of the request it came with. */
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    decidedByStaffId: integer('decided_by_staff_id'),
    decidedBy: text('decided_by'),
    /** Idempotency-Key of the decision (staff or member cancel): a repeat returns the same answer. */
    decisionKey: text('decision_key'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  };
}

export const depositOrders = pgTable(
  'deposit_orders',
  {
    ...orderColumns(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    payerName: text('payer_name').notNull().default(''),
    gatewayTradeNo: text('gateway_trade_no'),
    /** The posted ledger transfer that credited the member. */
    creditTransferId: bigint('credit_transfer_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('deposit_orders_client_key').on(table.accountId, table.clientKey),
    index('deposit_orders_queue_idx').on(table.merchantId, table.status, table.createdAt),
    index('deposit_orders_account_idx').on(table.accountId, table.createdAt),
    check(
      'deposit_orders_amounts',
      sql`${table.amountMinor} > 0 and ${table.feeMinor} >= 0 and ${table.feeMinor} < ${table.amountMinor}`,
    ),
  ],
);

/** Proof images of a deposit: files under <DATA_DIR>/payment-proofs, named by content hash. */
export const depositProofs = pgTable(
  'deposit_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    depositId: bigint('deposit_id', { mode: 'number' })
      .notNull()
      .references(() => depositOrders.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('deposit_proofs_file_key').on(table.depositId, table.fileName)],
);

export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    ...orderColumns(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    payeeAccountId: bigint('payee_account_id', { mode: 'number' })
      .notNull()
      .references(() => payeeAccounts.id),
    /** The payee as it was at request time (the bound account may be removed later). */
    payeeName: text('payee_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The pending ledger transfer holding the amount (member main -> channel clearing). */
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('withdrawal_orders_client_key').on(table.accountId, table.clientKey),
    index('withdrawal_orders_queue_idx').on(table.merchantId, table.status, table.createdAt),
    index('withdrawal_orders_account_idx').on(table.accountId, table.createdAt),
    check(
      'withdrawal_orders_amounts',
      sql`${table.amountMinor} > 0 and ${table.feeMinor} >= 0 and ${table.feeMinor} < ${table.amountMinor}`,
    ),
  ],
);

/** Turnover a member must bet (settled valid bets since `created_at`) before withdrawing; cleared once met. */
export const wageringRequirements = pgTable(
  'wagering_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requiredTurnoverMinor: bigint('required_turnover_minor', { mode: 'bigint' }).notNull(),
    /** What created it, e.g. `bonus:<transfer id>`. */
    source: text('source').notNull(),
    createdAt: createdAt(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    index('wagering_requirements_open_idx').on(table.accountId).where(sql`cleared_at is null`),
    check('wagering_requirements_positive', sql`${table.requiredTurnoverMinor} > 0`),
  ],
);

/** Every gateway callback nonce seen, per channel: a replayed callback is refused. */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    nonce: text('nonce').notNull(),
    orderNo: text('order_no').notNull(),
    tradeNo: text('trade_no').notNull(),
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('gateway_callbacks_nonce_key').on(table.channelId, table.nonce)],
);

/**
 * P2P: one part of a withdrawal matched to one deposit. A withdrawal splits into several parts matched
 * to other members' deposits (a large deposit may also serve several parts); each part's own pending
 * transfer holds its share.
 */
export const p2pParts = pgTable(
  'p2p_parts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawalOrders.id),
    depositId: bigint('deposit_id', { mode: 'number' })
      .notNull()
      .references(() => depositOrders.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: P2P_PART_STATUSES }).notNull().default('matched'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When an unconfirmed paid part counts as received (paid_at + the merchant's auto-receipt minutes). */
    autoReceiptAt: timestamp('auto_receipt_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    index('p2p_parts_withdrawal_idx').on(table.withdrawalId),
    index('p2p_parts_deposit_idx').on(table.depositId),
    index('p2p_parts_auto_receipt_idx').on(table.autoReceiptAt).where(sql`status = 'paid'`),
    check('p2p_parts_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** A withdrawer's "not received" on a P2P part, with proof, for staff to resolve. */
export const p2pDisputes = pgTable(
  'p2p_disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partId: bigint('part_id', { mode: 'number' })
      .notNull()
      .references(() => p2pParts.id),
    raisedByAccountId: bigint('raised_by_account_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    /** Proof images (names under <DATA_DIR>/payment-proofs). */
    proofFileNames: text('proof_file_names').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['open', 'resolved_received', 'resolved_not_received'] })
      .notNull()
      .default('open'),
    resolvedByStaffId: integer('resolved_by_staff_id'),
    resolutionNote: text('resolution_note').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('p2p_disputes_part_idx').on(table.partId)],
);
