import {
  bonusDetailSchema,
  memberPromotionSchema,
  PROMOTIONS_API,
  promoClaimSchema,
} from '@fortuna/contracts/promotions';
import { IDEMPOTENCY_HEADER } from '@fortuna/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

/** Everything of the member's promotions, dropped together after a claim. */
export const promotionsQueryRoot = [...MEMBER_QUERY_ROOT, 'promotions'] as const;

/** Running promotions: with the member's state when signed in, else as a visitor sees them. */
export function promotionsQuery(isMember: boolean, language: string) {
  return queryOptions({
    queryKey: isMember ? [...promotionsQueryRoot, 'list', language] : ['promotions', 'public', language],
    queryFn: ({ signal }) =>
      apiRequest(isMember ? PROMOTIONS_API.member : PROMOTIONS_API.list, z.array(memberPromotionSchema), {
        signal,
        query: { language },
      }),
    staleTime: 15_000,
  });
}

export function claimsQuery(language: string) {
  return queryOptions({
    queryKey: [...promotionsQueryRoot, 'claims', language],
    queryFn: ({ signal }) =>
      apiRequest(PROMOTIONS_API.claims, z.array(promoClaimSchema), { signal, query: { language } }),
    staleTime: 0,
  });
}

export function bonusesQuery(language: string) {
  return queryOptions({
    queryKey: [...promotionsQueryRoot, 'bonuses', language],
    queryFn: ({ signal }) =>
      apiRequest(PROMOTIONS_API.bonuses, z.array(bonusDetailSchema), { signal, query: { language } }),
    staleTime: 0,
  });
}

/** Claims this period's reward, or applies: answers the promotion as it now stands (a repeated key, the first answer). */
export function claimPromotion(id: number, language: string, idempotencyKey: string) {
  return apiRequest(PROMOTIONS_API.claim(id), memberPromotionSchema, {
    method: 'POST',
    body: {},
    query: { language },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
