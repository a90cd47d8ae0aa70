import { z } from 'zod';
import { amountGrammarMessage, amountPattern, parseAmountText } from './money';

/**
 * An amount in the one canonical grammar of money inputs ("1234567", "1234567.89"; see `amountPattern`),
 * 0 allowed. Separators, spaces, signs and exponents are refused: the browser converts what the
 * person typed (`typedAmountToCanonical`) before sending.
 */
export const amountTextSchema = z.string().regex(amountPattern(), amountGrammarMessage());

/** An amount typed by a person, in the canonical grammar and more than zero. Parsed to minor units on the server. */
export const amountInputSchema = amountTextSchema.refine(
  (text) => (parseAmountText(text) ?? 0n) > 0n,
  'Enter an amount above 0',
);

export const paymentPasswordSchema = z.string().regex(/^\d{6}$/, 'The payment password is 6 digits');

/** A money figure as the API sends it: decimal text for display and exact minor units. */
export const moneySchema = z.object({ amount: z.string(), amountMinor: z.string() });
export type MoneyValue = z.infer<typeof moneySchema>;

export const balanceSchema = z.object({
  balance: z.string(),
  balanceMinor: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** Types a person filters the transaction history by. */
export const TRANSACTION_TYPES = [
  'ALL',
  'TRANSFER',
  'VENDOR',
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'WIN',
  'BONUS',
  'ADJUSTMENT',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const historyQuerySchema = z
  .object({
    type: z.enum(TRANSACTION_TYPES).default('ALL'),
    /** Inclusive start and exclusive end, ISO date-times. */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: 'The start must be before the end',
    path: ['from'],
  });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const transactionSchema = z.object({
  id: z.string(),
  time: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  kind: z.string(),
  /** Signed: positive when money came into the member's wallet. */
  amount: z.string(),
  amountMinor: z.string(),
  balanceAfter: z.string().nullable(),
  status: z.enum(['posted', 'pending', 'voided']),
  reference: z.string(),
  remark: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transferUplineSchema = z.object({
  amount: amountInputSchema,
  paymentPassword: paymentPasswordSchema,
  remark: z.string().trim().max(140).default(''),
});
export type TransferUpline = z.infer<typeof transferUplineSchema>;

export const transferDownlineSchema = transferUplineSchema.extend({
  downline: z.string().trim().min(1, 'Choose a downline').max(64),
});
export type TransferDownline = z.infer<typeof transferDownlineSchema>;

export const transferResultSchema = z.object({ transferId: z.string(), balance: balanceSchema });
export type TransferResult = z.infer<typeof transferResultSchema>;

export const walletTransferSchema = z.object({
  vendorCode: z.string().trim().min(1).max(32),
  /** IN: main wallet to the vendor wallet; OUT: vendor wallet back to the main wallet. */
  direction: z.enum(['IN', 'OUT']),
  amount: amountInputSchema,
});
export type WalletTransfer = z.infer<typeof walletTransferSchema>;

export const vendorWalletSchema = z.object({
  vendorCode: z.string(),
  name: z.string(),
  balance: z.string(),
  balanceMinor: z.string(),
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

export const consolidatedFundsSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  total: moneySchema,
  main: moneySchema,
  bonus: moneySchema,
  vendors: z.array(vendorWalletSchema),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

export const downlineSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
});
export type Downline = z.infer<typeof downlineSchema>;

export const setPaymentPasswordSchema = z.object({
  password: z.string().min(1, 'Input cannot be empty').max(128),
  paymentPassword: paymentPasswordSchema,
});
export type SetPaymentPassword = z.infer<typeof setPaymentPasswordSchema>;

/** Header carrying the client's idempotency key on every money-moving call. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\w.:-]{8,128}$/, 'Send an Idempotency-Key header of 8-128 letters, digits, dots, colons or dashes');
