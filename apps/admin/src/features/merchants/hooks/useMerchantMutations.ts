import type { CreateMerchant, Merchant, UpdateMerchant } from '@fortuna/contracts/merchants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { createMerchant, updateMerchant } from '../api/merchants.api';

function replaceMerchant(list: Merchant[] | undefined, merchant: Merchant): Merchant[] | undefined {
  if (!list) return list;
  const exists = list.some((item) => item.id === merchant.id);
  return exists ? list.map((item) => (item.id === merchant.id ? merchant : item)) : [...list, merchant];
}

export function useCreateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMerchant) => createMerchant(body),
    onSuccess: (merchant) => {
      queryClient.setQueryData<Merchant[]>(queryKeys.merchants, (list) => replaceMerchant(list, merchant));
      void queryClient.invalidateQueries({ queryKey: queryKeys.merchants, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}

export function useUpdateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, changes }: { merchantId: number; changes: UpdateMerchant }) =>
      updateMerchant(merchantId, changes),
    onSuccess: (merchant) => {
      queryClient.setQueryData<Merchant[]>(queryKeys.merchants, (list) => replaceMerchant(list, merchant));
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
