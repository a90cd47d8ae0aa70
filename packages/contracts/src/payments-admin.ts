import { z } from 'zod';
import { decimalToMinor } from './money';
import {
  bankDetailsSchema,
  depositOrderSchema,
  PAYMENT_DIRECTIONS,
  paymentChannelSchema,
  paymentChannelTypeSchema,
  withdrawalOrderSchema,
} from './payments';
import { amountInputSchema, amountTextSchema, moneySchema } from './wallet';

/**
 * The finance back office's side of payments: channels as staff edit them, merchant payment settings,
 * the deposit and withdrawal queues, decisions, daily totals and bonuses (members' side: payments.ts).
 */

const money = moneySchema;
const isoTime = z.string();

const reasonSchema = z.string().trim().min(1, 'Give a reason').max(500);

/** A channel as staff see and edit it (`gatewaySecret` is write-only: answers say only whether one is set). */
export const adminPaymentChannelSchema = paymentChannelSchema.extend({
  merchantId: z.number().int(),
  status: z.enum(['active', 'disabled']),
  hasGatewaySecret: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type AdminPaymentChannel = z.infer<typeof adminPaymentChannelSchema>;

export const channelUpsertSchema = z
  .object({
    merchantId: z.number().int().positive(),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,32}$/, 'Code: 2-32 letters, digits, dash or underscore'),
    name: z.string().trim().min(1).max(64),
    type: paymentChannelTypeSchema,
    direction: z.enum(PAYMENT_DIRECTIONS).default('both'),
    status: z.enum(['active', 'disabled']).default('active'),
    minAmount: amountInputSchema,
    maxAmount: amountInputSchema,
    feeBps: z.number().int().min(0).max(10_000).default(0),
    feeFixed: amountTextSchema.default('0'),
    bank: bankDetailsSchema.nullable().default(null),
    /** Gateway only: the shared HMAC secret (16-128 characters). Omit to keep the current one. */
    gatewaySecret: z.string().min(16).max(128).optional(),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((channel) => (decimalToMinor(channel.minAmount) ?? 0n) <= (decimalToMinor(channel.maxAmount) ?? 0n), {
    message: 'The minimum must not be above the maximum',
    path: ['minAmount'],
  });
export type ChannelUpsert = z.infer<typeof channelUpsertSchema>;

export const merchantQuerySchema = z.object({ merchantId: z.coerce.number().int().positive() });
export type MerchantQuery = z.infer<typeof merchantQuerySchema>;

/** Merchant-wide payment settings. */
export const paymentSettingsSchema = z.object({
  merchantId: z.number().int(),
  /** IANA time zone the back office's daily totals are cut in. */
  timeZone: z.string(),
  /** P2P: minutes after which an unconfirmed part counts as received. */
  p2pAutoReceiptMinutes: z.number().int(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const paymentSettingsUpdateSchema = z.object({
  merchantId: z.number().int().positive(),
  timeZone: z.string().trim().min(1).max(64).optional(),
  p2pAutoReceiptMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .optional(),
});
export type PaymentSettingsUpdate = z.infer<typeof paymentSettingsUpdateSchema>;

// ---------- Finance back office ----------

export const adminOrderQuerySchema = z
  .object({
    merchantId: z.coerce.number().int().positive(),
    status: z.string().trim().max(20).optional(),
    /** Member username (exact, case-insensitive) or account id. */
    member: z.string().trim().max(64).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: 'The start must be before the end',
    path: ['from'],
  });
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

const memberRef = z.object({ accountId: z.number().int(), username: z.string() });

export const adminDepositOrderSchema = depositOrderSchema.extend({
  merchantId: z.number().int(),
  member: memberRef,
  decidedBy: z.string().nullable(),
  gatewayTradeNo: z.string().nullable(),
});
export type AdminDepositOrder = z.infer<typeof adminDepositOrderSchema>;

export const adminWithdrawalOrderSchema = withdrawalOrderSchema.extend({
  merchantId: z.number().int(),
  member: memberRef,
  decidedBy: z.string().nullable(),
  /** Full account number for the payout (staff only). */
  payeeAccountNumber: z.string(),
  holdTransferId: z.string().nullable(),
});
export type AdminWithdrawalOrder = z.infer<typeof adminWithdrawalOrderSchema>;

/** Approve needs nothing but the Idempotency-Key header; a remark is optional. */
export const approveOrderSchema = z.object({ remark: z.string().trim().max(500).default('') });
export type ApproveOrder = z.infer<typeof approveOrderSchema>;

export const rejectOrderSchema = z.object({ reason: reasonSchema });
export type RejectOrder = z.infer<typeof rejectOrderSchema>;

export const dailyTotalsQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive(),
  /** yyyy-MM-dd in the merchant's time zone, inclusive. */
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
});
export type DailyTotalsQuery = z.infer<typeof dailyTotalsQuerySchema>;

export const dailyTotalSchema = z.object({
  /** yyyy-MM-dd in the merchant's time zone. */
  date: z.string(),
  depositCount: z.number().int(),
  depositSum: money,
  withdrawalCount: z.number().int(),
  withdrawalSum: money,
});
export type DailyTotal = z.infer<typeof dailyTotalSchema>;

export const dailyTotalsSchema = z.object({ timeZone: z.string(), days: z.array(dailyTotalSchema) });
export type DailyTotals = z.infer<typeof dailyTotalsSchema>;

/** Staff grant a bonus into the member's main wallet; it must be wagered `wageringMultiple` times before withdrawing. */
export const grantBonusSchema = z.object({
  merchantId: z.number().int().positive(),
  accountId: z.number().int().positive(),
  amount: amountInputSchema,
  wageringMultiple: z.number().int().min(0).max(100),
  remark: z.string().trim().max(140).default(''),
});
export type GrantBonus = z.infer<typeof grantBonusSchema>;

export const grantBonusResultSchema = z.object({
  transferId: z.string(),
  wageringRequirementId: z.number().int().nullable(),
  requiredTurnover: money,
});
export type GrantBonusResult = z.infer<typeof grantBonusResultSchema>;
