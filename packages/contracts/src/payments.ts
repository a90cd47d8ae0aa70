import { z } from 'zod';
import { amountInputSchema, moneySchema, paymentPasswordSchema } from './wallet';

/**
 * Payments: deposit channels, deposits, withdrawals, payee accounts and the finance back office.
 * Amounts travel as decimal text in requests (`amountInputSchema`) and as `MoneyValue`
 * (`{ amount, amountMinor }`) in answers; the server works in bigint minor units.
 */

/** How money comes in or goes out: bank transfer with proof, a payment gateway, or P2P matching. */
export const PAYMENT_CHANNEL_TYPES = ['bank_transfer', 'gateway', 'p2p'] as const;
export type PaymentChannelType = (typeof PAYMENT_CHANNEL_TYPES)[number];
export const paymentChannelTypeSchema = z.enum(PAYMENT_CHANNEL_TYPES);

/** What a channel may be used for. */
export const PAYMENT_DIRECTIONS = ['deposit', 'withdrawal', 'both'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/**
 * Deposit states. pending: created, waiting for proof and staff (bank) or for the gateway's callback;
 * credited: money is in the member's wallet (final); rejected: staff refused (final);
 * failed: the gateway reported failure (final); cancelled: the member withdrew the request (final).
 */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'rejected', 'failed', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * Withdrawal states. pending: the amount is held, waiting for staff; paid: the hold was posted (final,
 * never reversible); rejected: staff refused, the hold was voided (final); cancelled: the member
 * cancelled while pending, the hold was voided (final); matching: reserved for P2P (split into parts).
 */
export const WITHDRAWAL_STATUSES = ['pending', 'matching', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** P2P part states (the P2P module fills these in). */
export const P2P_PART_STATUSES = [
  'matched',
  'paid',
  'received',
  'not_received',
  'disputed',
  'force_received',
  'auto_received',
  'cancelled',
] as const;
export type P2pPartStatus = (typeof P2P_PART_STATUSES)[number];

/** Deposit proofs: PNG or JPEG only (checked by content), at most 5 MB each and 3 per order. */
export const DEPOSIT_PROOF_FIELD = 'file';
export const DEPOSIT_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const DEPOSIT_PROOFS_PER_ORDER = 3;
export const DEPOSIT_PROOF_TYPES = ['image/png', 'image/jpeg'] as const;

/** Header the payment gateway signs its callback with (hex HMAC-SHA256, see docs/payments.md). */
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';

const money = moneySchema;
const isoTime = z.string();
const remark = z.string().trim().max(140).default('');

// ---------- Channels ----------

/** Bank details shown to a depositor of a bank-transfer channel. */
export const bankDetailsSchema = z.object({
  bankName: z.string().trim().max(100).default(''),
  accountName: z.string().trim().max(100).default(''),
  accountNumber: z.string().trim().max(40).default(''),
  branch: z.string().trim().max(100).default(''),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** A channel as a member sees it. */
export const paymentChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: paymentChannelTypeSchema,
  direction: z.enum(PAYMENT_DIRECTIONS),
  minAmount: money,
  maxAmount: money,
  /** Fee in basis points of the amount (100 = 1%) plus a fixed part. */
  feeBps: z.number().int(),
  feeFixed: money,
  /** Bank transfer: where to send the money. Empty for other types. */
  bank: bankDetailsSchema.nullable(),
  sort: z.number().int(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const channelListQuerySchema = z.object({
  direction: z.enum(['deposit', 'withdrawal']).optional(),
});
export type ChannelListQuery = z.infer<typeof channelListQuerySchema>;

// ---------- Deposits (member) ----------

export const createDepositSchema = z.object({
  channelId: z.number().int().positive(),
  amount: amountInputSchema,
  /** Bank transfer: the name the money is sent from, to help staff match it. */
  payerName: z.string().trim().max(100).default(''),
  remark,
});
export type CreateDeposit = z.infer<typeof createDepositSchema>;

export const depositProofSchema = z.object({
  id: z.number().int(),
  /** Authenticated address of the image (member: own orders; staff: finance). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: isoTime,
});
export type DepositProof = z.infer<typeof depositProofSchema>;

export const depositOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  channelType: paymentChannelTypeSchema,
  amount: money,
  fee: money,
  /** What reaches the wallet: amount minus fee. */
  creditAmount: money,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  payerName: z.string(),
  remark: z.string(),
  /** Why staff rejected it, or why the gateway failed it. */
  reason: z.string(),
  proofs: z.array(depositProofSchema),
  /** Gateway: the hosted payment page to send the member to while pending. */
  payUrl: z.string().nullable(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

// ---------- Payee accounts (member) ----------

export const bindPayeeAccountSchema = z.object({
  payeeName: z.string().trim().min(1, 'Enter the account holder name').max(100),
  bankName: z.string().trim().min(1, 'Enter the bank').max(100),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 -]{4,40}$/, 'Enter the account number: 4-40 digits'),
  branch: z.string().trim().max(100).default(''),
  paymentPassword: paymentPasswordSchema,
});
export type BindPayeeAccount = z.infer<typeof bindPayeeAccountSchema>;

export const payeeAccountSchema = z.object({
  id: z.number().int(),
  payeeName: z.string(),
  bankName: z.string(),
  /** Masked except the last 4 digits. */
  accountNumberMasked: z.string(),
  branch: z.string(),
  /** True until the first withdrawal to it: that one needs a fresh second factor. */
  isNew: z.boolean(),
  createdAt: isoTime,
});
export type PayeeAccount = z.infer<typeof payeeAccountSchema>;

// ---------- Withdrawals (member) ----------

export const createWithdrawalSchema = z.object({
  channelId: z.number().int().positive(),
  payeeAccountId: z.number().int().positive(),
  amount: amountInputSchema,
  paymentPassword: paymentPasswordSchema,
  /**
   * The fresh second factor of the first withdrawal to a newly bound account: the authenticator code when
   * the member uses an authenticator, else the code sent by SMS to the bound mobile (asked for by
   * SECOND_FACTOR_REQUIRED, whose value says which).
   */
  secondFactorCode: z
    .string()
    .regex(/^\d{6}$/, 'Enter the 6-digit code')
    .optional(),
  remark,
});
export type CreateWithdrawal = z.infer<typeof createWithdrawalSchema>;

export const withdrawalOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  channelType: paymentChannelTypeSchema,
  amount: money,
  fee: money,
  /** What is paid out to the payee: amount minus fee. */
  payoutAmount: money,
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  payee: z.object({ payeeName: z.string(), bankName: z.string(), accountNumberMasked: z.string() }),
  remark: z.string(),
  reason: z.string(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;

/** What stands between the member and a withdrawal: uncleared wagering. */
export const wageringStatusSchema = z.object({
  isMet: z.boolean(),
  required: money,
  achieved: money,
  remaining: money,
});
export type WageringStatus = z.infer<typeof wageringStatusSchema>;

// ---------- Order lists ----------

export const orderListQuerySchema = z
  .object({
    status: z.string().trim().max(20).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: 'The start must be before the end',
    path: ['from'],
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// ---------- Gateway ----------

/** The signed callback a payment gateway sends (signature in the GATEWAY_SIGNATURE_HEADER header). */
export const gatewayCallbackSchema = z.object({
  channelCode: z.string().min(1).max(32),
  orderNo: z.string().min(1).max(64),
  tradeNo: z.string().min(1).max(64),
  amountMinor: z.string().regex(/^\d{1,19}$/),
  currency: z.string().min(3).max(8),
  status: z.enum(['paid', 'failed']),
  /** Unix seconds; callbacks older or newer than 5 minutes are refused. */
  timestamp: z.number().int(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type GatewayCallback = z.infer<typeof gatewayCallbackSchema>;

export const gatewayCallbackResultSchema = z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES) });
export type GatewayCallbackResult = z.infer<typeof gatewayCallbackResultSchema>;

/** What the gateway simulator's hosted page shows and the confirmation the payer sends. */
export const gatewaySimPageSchema = z.object({
  orderNo: z.string(),
  channelName: z.string(),
  amount: money,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
});
export type GatewaySimPage = z.infer<typeof gatewaySimPageSchema>;

export const gatewaySimConfirmSchema = z.object({ outcome: z.enum(['paid', 'failed']).default('paid') });
export type GatewaySimConfirm = z.infer<typeof gatewaySimConfirmSchema>;

export { PAYMENT_API } from './payment-paths';
