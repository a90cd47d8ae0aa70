import {
  adminRedeemOrderSchema,
  type GoodsInput,
  goodsSchema,
  type OrderDecision,
  POINTS_API,
  type PointsGrant,
  type PointsSettingsInput,
  pointsConfigSchema,
  pointsRecordSchema,
  type RedeemStatus,
} from '@fortuna/contracts/points';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

const ROOT = ['points-mall'] as const;

export function goodsQuery(merchantId: number) {
  return queryOptions({
    queryKey: [...ROOT, 'goods', merchantId],
    queryFn: ({ signal }) =>
      apiRequest(POINTS_API.admin.goods, z.array(goodsSchema), { query: { merchantId }, signal }),
  });
}

export function ordersQuery(merchantId: number, status: RedeemStatus | undefined) {
  return queryOptions({
    queryKey: [...ROOT, 'orders', merchantId, status ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(POINTS_API.admin.orders, z.array(adminRedeemOrderSchema), {
        query: status ? { merchantId, status } : { merchantId },
        signal,
      }),
  });
}

export function settingsQuery(merchantId: number) {
  return queryOptions({
    queryKey: [...ROOT, 'settings', merchantId],
    queryFn: ({ signal }) =>
      apiRequest(POINTS_API.admin.settings, pointsConfigSchema, { query: { merchantId }, signal }),
  });
}

/** A points-mall change: the mall's lists and the audit log are read again. */
function usePointsMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ROOT });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}

export const useSaveGoods = () =>
  usePointsMutation(({ merchantId, id, body }: { merchantId: number; id?: number; body: GoodsInput }) =>
    id === undefined
      ? apiRequest(POINTS_API.admin.goods, goodsSchema, { method: 'POST', query: { merchantId }, body })
      : apiRequest(POINTS_API.admin.goodsItem.replace(':id', String(id)), goodsSchema, { method: 'PUT', body }),
  );

export const useDecideOrder = () =>
  usePointsMutation(({ id, decision }: { id: number; decision: OrderDecision }) =>
    apiRequest(POINTS_API.admin.decision.replace(':id', String(id)), adminRedeemOrderSchema, {
      method: 'POST',
      body: decision,
    }),
  );

export const useSaveSettings = () =>
  usePointsMutation(({ merchantId, body }: { merchantId: number; body: PointsSettingsInput }) =>
    apiRequest(POINTS_API.admin.settings, pointsConfigSchema, { method: 'PUT', query: { merchantId }, body }),
  );

export const useGrantPoints = () =>
  usePointsMutation(({ merchantId, body }: { merchantId: number; body: PointsGrant }) =>
    apiRequest(POINTS_API.admin.grant, pointsRecordSchema, { method: 'POST', query: { merchantId }, body }),
  );
