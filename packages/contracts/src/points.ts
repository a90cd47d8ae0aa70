import { z } from 'zod';
import { GAME_TYPES } from './catalogue';
import { amountTextSchema, moneySchema } from './wallet';

/**
 * Points and the points mall (docs/promotions.md "Points"): points earned from valid bet by game area at the
 * merchant's rates, never expiring; goods redeemed for points; points converted to balance.
 */

export const POINTS_RECORD_KINDS = ['earn', 'redeem', 'refund', 'convert', 'grant'] as const;
export type PointsRecordKind = (typeof POINTS_RECORD_KINDS)[number];
/** Spec §4 redeem status: in process, rejected, approved. */
export const REDEEM_STATUSES = ['in_process', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];
export const POINTS_RECORD_STATUSES = ['completed', ...REDEEM_STATUSES] as const;
export const GOODS_KINDS = ['physical', 'virtual'] as const;
export const GOODS_STATUSES = ['active', 'paused'] as const;

/** Game area → the valid bet that earns one point (amount text; absent or "0": the area earns nothing). */
export const pointRatesSchema = z.partialRecord(z.enum(GAME_TYPES), amountTextSchema);

export const pointsSettingsInputSchema = z.object({
  rates: pointRatesSchema,
  /** Balance one point converts to ("0": converting is off). */
  convertPerPoint: amountTextSchema,
});
export type PointsSettingsInput = z.infer<typeof pointsSettingsInputSchema>;

export const pointsConfigSchema = z.object({
  rates: z.array(z.object({ gameType: z.enum(GAME_TYPES), validBetPerPoint: moneySchema })),
  convertPerPoint: moneySchema,
});
export type PointsConfig = z.infer<typeof pointsConfigSchema>;

export const pointsBalanceSchema = z.object({ balance: z.number().int(), convertPerPoint: moneySchema });
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/** Spec §3 points records: amount, points, changed points, balance, remark, time, status. */
export const pointsRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_RECORD_KINDS),
  /** The money behind the change: valid bet earned on, balance converted to, the item's amount requirement. */
  amount: moneySchema,
  /** Points before the change. */
  points: z.number().int(),
  changedPoints: z.number().int(),
  /** Points after the change. */
  balance: z.number().int(),
  gameType: z.enum(GAME_TYPES).nullable(),
  remark: z.string(),
  status: z.enum(POINTS_RECORD_STATUSES),
  createdAt: z.string(),
});
export type PointsRecord = z.infer<typeof pointsRecordSchema>;

const goodsNameSchema = z.string().trim().min(1).max(80);
export const goodsInputSchema = z.object({
  names: z.object({ EN: goodsNameSchema, TY: goodsNameSchema }),
  imageUrl: z.string().trim().max(500),
  kind: z.enum(GOODS_KINDS),
  stock: z.number().int().min(0).max(1_000_000),
  pointsRequired: z.number().int().min(1).max(1_000_000_000),
  /** Lifetime valid bet the member needs to redeem ("0": none). */
  amountRequired: amountTextSchema,
  status: z.enum(GOODS_STATUSES),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type GoodsInput = z.infer<typeof goodsInputSchema>;

export const goodsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: z.object({ EN: z.string(), TY: z.string() }),
  imageUrl: z.string(),
  kind: z.enum(GOODS_KINDS),
  stock: z.number().int(),
  pointsRequired: z.number().int(),
  amountRequired: moneySchema,
  status: z.enum(GOODS_STATUSES),
  sort: z.number().int(),
});
export type Goods = z.infer<typeof goodsSchema>;

export const shippingSchema = z.object({
  name: z.string().trim().min(1).max(80),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ]{6,20}$/, 'Enter a phone number of digits'),
  address: z.string().trim().min(5).max(300),
});
export type Shipping = z.infer<typeof shippingSchema>;

/** POST redeem (encrypted; payment password). */
export const redeemInputSchema = z.object({
  goodsId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(10),
  paymentPassword: z.string().min(1).max(64),
  /** Required for physical goods. */
  shipping: shippingSchema.optional(),
});
export type RedeemInput = z.infer<typeof redeemInputSchema>;

/** Spec §3 redeem records: reference number, apply time, type, name, quantity, points and amount requirement. */
export const redeemOrderSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  createdAt: z.string(),
  kind: z.enum(GOODS_KINDS),
  name: z.string(),
  quantity: z.number().int(),
  pointsRequired: z.number().int(),
  amountRequired: moneySchema,
  status: z.enum(REDEEM_STATUSES),
  reason: z.string(),
  shipping: shippingSchema.nullable(),
  decidedAt: z.string().nullable(),
});
export type RedeemOrder = z.infer<typeof redeemOrderSchema>;

export const adminRedeemOrderSchema = redeemOrderSchema.extend({
  username: z.string(),
  accountId: z.number().int(),
  decidedBy: z.string().nullable(),
});
export type AdminRedeemOrder = z.infer<typeof adminRedeemOrderSchema>;

/** POST convert (encrypted; payment password; Idempotency-Key). */
export const convertInputSchema = z.object({
  points: z.number().int().min(1).max(1_000_000_000),
  paymentPassword: z.string().min(1).max(64),
});
export type ConvertInput = z.infer<typeof convertInputSchema>;

export const convertResultSchema = z.object({ record: pointsRecordSchema, amount: moneySchema });
export type ConvertResult = z.infer<typeof convertResultSchema>;

export const orderDecisionSchema = z.discriminatedUnion('approve', [
  z.object({ approve: z.literal(true) }),
  z.object({ approve: z.literal(false), reason: z.string().trim().min(1).max(300) }),
]);
export type OrderDecision = z.infer<typeof orderDecisionSchema>;

export const adminOrdersQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive(),
  status: z.enum(REDEEM_STATUSES).optional(),
});

/** A documented staff action: points added to a member by hand (a goodwill gesture, a correction). */
export const pointsGrantSchema = z.object({
  username: z.string().trim().min(1).max(64),
  points: z.number().int().min(1).max(10_000_000),
  remark: z.string().trim().min(1).max(200),
});
export type PointsGrant = z.infer<typeof pointsGrantSchema>;

export const languageQuerySchema = z.object({ language: z.string().max(8).optional() });
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const POINTS_API = {
  balance: '/wps/member/points',
  config: '/wps/member/points/config',
  records: '/wps/member/points/records',
  record: '/wps/member/points/records/:id',
  rewards: '/wps/member/points/rewards',
  redeem: '/wps/member/points/redeem',
  redeems: '/wps/member/points/redeems',
  convert: '/wps/member/points/convert',
  admin: {
    settings: '/api/admin/points/settings',
    goods: '/api/admin/points/goods',
    goodsItem: '/api/admin/points/goods/:id',
    orders: '/api/admin/points/orders',
    decision: '/api/admin/points/orders/:id/decision',
    grant: '/api/admin/points/grant',
  },
} as const;
