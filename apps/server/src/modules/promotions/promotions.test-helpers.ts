import {
  type AdminPromotion,
  PROMOTIONS_API,
  type PromoRule,
  type PromotionInput,
} from '@fortuna/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { staffAuth } from '../../test/test-app';
import { demoMerchant, post } from '../payments/payments.test-helpers';

/** A promotion input of the demo texts (EN and TY) around a rule. */
export function promotionInput(rule: PromoRule, values: Partial<PromotionInput> = {}): PromotionInput {
  return {
    category: 'special',
    audience: 'all',
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: null,
    artworkUrl: '',
    texts: {
      EN: { title: 'Lucky draw', terms: 'Earn tickets and win prizes.' },
      TY: { title: 'Bốc thăm may mắn', terms: 'Tích vé và trúng thưởng.' },
    },
    rule,
    wallet: 'main',
    wageringMultiple: 0,
    sort: 0,
    ...values,
  };
}

/** Creates a promotion of the demo merchant as an admin; the created promotion. */
export async function createPromotion(app: FastifyInstance, input: PromotionInput): Promise<AdminPromotion> {
  const merchant = await demoMerchant(app);
  const response = await post<AdminPromotion>(
    app,
    `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`,
    input,
    await staffAuth(app, 'admin'),
  );
  expect(response.body.success).toBe(true);
  return response.body.value;
}
