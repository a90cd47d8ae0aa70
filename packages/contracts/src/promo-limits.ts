import { z } from 'zod';

/**
 * Abuse limits of one promotion (docs/promotions.md "Abuse limits"): how many claims one member, the accounts
 * seen on one device, and the accounts sharing one payee account may make of it over its whole life. Null: no
 * limit. A claim over a limit is refused (PROMOTION_MEMBER_LIMIT, PROMOTION_DEVICE_LIMIT,
 * PROMOTION_PAYEE_LIMIT); a device or payee refusal raises a bonus-abuse flag for staff.
 */
const limitSchema = z.number().int().min(1).max(10_000).nullable();

export const promoLimitsInputSchema = z.object({
  perMember: limitSchema,
  perDevice: limitSchema,
  perPayeeAccount: limitSchema,
});
export type PromoLimitsInput = z.infer<typeof promoLimitsInputSchema>;

export const promoLimitsSchema = promoLimitsInputSchema.extend({ promotionId: z.number().int() });
export type PromoLimits = z.infer<typeof promoLimitsSchema>;

/** What a refused claim shares with earlier claimants; the flag's `signal`. */
export const PROMO_LIMIT_SIGNALS = ['member', 'device', 'payee_account'] as const;
export type PromoLimitSignal = (typeof PROMO_LIMIT_SIGNALS)[number];

export const PROMO_LIMITS_API = {
  admin: (promotionId: number | string) => `/api/admin/promotions/${promotionId}/limits`,
} as const;
