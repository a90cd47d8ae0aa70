import {
  adminReferralSchema,
  REFERRAL_API,
  type ReferralSettingsInput,
  referralSettingsSchema,
} from '@fortuna/contracts/referral';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

const ROOT = ['referral'] as const;

export function referralSettingsQuery(merchantId: number) {
  return queryOptions({
    queryKey: [...ROOT, 'settings', merchantId],
    queryFn: ({ signal }) =>
      apiRequest(REFERRAL_API.admin.settings, referralSettingsSchema, { query: { merchantId }, signal }),
  });
}

export function referralInviteesQuery(merchantId: number) {
  return queryOptions({
    queryKey: [...ROOT, 'invitees', merchantId],
    queryFn: ({ signal }) =>
      apiRequest(REFERRAL_API.admin.invitees, z.array(adminReferralSchema), { query: { merchantId }, signal }),
  });
}

/** Saves the merchant's referral terms; the terms and the audit log are read again. */
export function useSaveReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, body }: { merchantId: number; body: ReferralSettingsInput }) =>
      apiRequest(REFERRAL_API.admin.settings, referralSettingsSchema, { method: 'PUT', query: { merchantId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ROOT });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
