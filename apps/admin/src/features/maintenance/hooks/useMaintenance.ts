import type { MerchantSettings } from '@fortuna/contracts/merchants';
import type { Maintenance } from '@fortuna/contracts/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { merchantSettingsQuery } from '../../../api/merchant-queries';
import { queryKeys } from '../../../api/query-keys';
import { updateMaintenance } from '../api/maintenance.api';

/** A merchant's maintenance state, read from its settings so every page shares one cache entry. */
export function useMaintenance(merchantId: number) {
  return useQuery({ ...merchantSettingsQuery(merchantId), select: (settings) => settings.maintenance });
}

export function useSaveMaintenance(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Maintenance) => updateMaintenance(merchantId, body),
    onSuccess: (maintenance) => {
      queryClient.setQueryData<MerchantSettings>(queryKeys.merchantSettings(merchantId), (settings) =>
        settings ? { ...settings, maintenance } : settings,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
