import {
  VIP_API,
  type VipSettings,
  type VipTableInput,
  vipLevelSchema,
  vipSettingsSchema,
} from '@fortuna/contracts/vip';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

const ROOT = ['vip-levels'] as const;

export function vipLevelsQuery(merchantId: number) {
  return queryOptions({
    queryKey: [...ROOT, merchantId],
    queryFn: ({ signal }) =>
      apiRequest(VIP_API.admin.levels, z.array(vipLevelSchema), { query: { merchantId }, signal }),
  });
}

/** Replaces the merchant's VIP table; the table and the audit log are read again. */
export function useSaveVipLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, body }: { merchantId: number; body: VipTableInput }) =>
      apiRequest(VIP_API.admin.levels, z.array(vipLevelSchema), { method: 'PUT', query: { merchantId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ROOT });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}

export function vipSettingsQuery(merchantId: number) {
  return queryOptions({
    queryKey: [...ROOT, 'settings', merchantId],
    queryFn: ({ signal }) => apiRequest(VIP_API.admin.settings, vipSettingsSchema, { query: { merchantId }, signal }),
  });
}

/** Sets the keep-level review period; the settings and the audit log are read again. */
export function useSaveVipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, body }: { merchantId: number; body: VipSettings }) =>
      apiRequest(VIP_API.admin.settings, vipSettingsSchema, { method: 'PUT', query: { merchantId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ROOT });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
