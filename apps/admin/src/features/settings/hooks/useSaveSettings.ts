import type { MerchantSettings, UpdateSettings } from '@fortuna/contracts/merchants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { updateSettings } from '../api/settings.api';

export function useSaveSettings(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettings) => updateSettings(merchantId, body),
    onSuccess: (settings) => {
      queryClient.setQueryData<MerchantSettings>(queryKeys.merchantSettings(merchantId), settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
