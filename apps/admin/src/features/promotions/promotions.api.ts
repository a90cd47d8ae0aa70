import { PROMO_LIMITS_API, type PromoLimitsInput, promoLimitsSchema } from '@fortuna/contracts/promo-limits';
import {
  adminApplicationSchema,
  adminPromotionSchema,
  PROMOTIONS_API,
  type PromoDecision,
  type PromoStatus,
  type PromotionInput,
} from '@fortuna/contracts/promotions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

const ROOT = ['promotions'] as const;

export function promotionsQuery(merchantId: number) {
  return queryOptions({
    queryKey: [...ROOT, 'list', merchantId],
    queryFn: ({ signal }) =>
      apiRequest(PROMOTIONS_API.admin.list, z.array(adminPromotionSchema), { query: { merchantId }, signal }),
  });
}

export function applicationsQuery(merchantId: number, pending: boolean) {
  return queryOptions({
    queryKey: [...ROOT, 'applications', merchantId, pending],
    queryFn: ({ signal }) =>
      apiRequest(PROMOTIONS_API.admin.applications, z.array(adminApplicationSchema), {
        query: { merchantId, pending: String(pending) },
        signal,
      }),
  });
}

/** After any change: the promotions, the applications and the audit log are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ROOT });
    void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
  };
}

export function useSavePromotion() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ merchantId, body, id }: { merchantId: number; body: PromotionInput; id?: number | undefined }) =>
      id === undefined
        ? apiRequest(PROMOTIONS_API.admin.list, adminPromotionSchema, { method: 'POST', query: { merchantId }, body })
        : apiRequest(PROMOTIONS_API.admin.one(id), adminPromotionSchema, { method: 'PUT', body }),
    onSuccess,
  });
}

export function useSetPromotionStatus() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PromoStatus }) =>
      apiRequest(PROMOTIONS_API.admin.status(id), adminPromotionSchema, { method: 'POST', body: { status } }),
    onSuccess,
  });
}

export function useDecideApplication() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: PromoDecision }) =>
      apiRequest(PROMOTIONS_API.admin.decision(id), z.object({ id: z.number(), status: z.string() }), {
        method: 'POST',
        body: decision,
      }),
    onSuccess,
  });
}

export function claimLimitsQuery(promotionId: number) {
  return queryOptions({
    queryKey: [...ROOT, 'limits', promotionId],
    queryFn: ({ signal }) => apiRequest(PROMO_LIMITS_API.admin(promotionId), promoLimitsSchema, { signal }),
  });
}

/** Saves a promotion's abuse limits; the body is sent as typed so the server's validation speaks for it. */
export function useSaveClaimLimits() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ promotionId, body }: { promotionId: number; body: Record<keyof PromoLimitsInput, unknown> }) =>
      apiRequest(PROMO_LIMITS_API.admin(promotionId), promoLimitsSchema, { method: 'PUT', body }),
    onSuccess,
  });
}
