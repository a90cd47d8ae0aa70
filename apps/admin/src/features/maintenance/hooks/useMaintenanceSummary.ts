import type { Merchant } from '@fortuna/contracts/merchants';
import { useQueries } from '@tanstack/react-query';
import { merchantSettingsQuery } from '../../../api/merchant-queries';

/** How many of the given merchants are in maintenance right now, from their saved settings. */
export function useMaintenanceSummary(merchants: readonly Merchant[]) {
  return useQueries({
    queries: merchants.map((merchant) => merchantSettingsQuery(merchant.id)),
    combine: (results) => ({
      inMaintenance: results.filter((result) => result.data?.maintenance.enabled === true).length,
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
