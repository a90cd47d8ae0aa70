import { API } from '@fortuna/contracts/api-paths';
import { merchantSchema, merchantSettingsSchema } from '@fortuna/contracts/merchants';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

/** The merchant list, read by most pages. */
export const merchantsQuery = queryOptions({
  queryKey: queryKeys.merchants,
  queryFn: ({ signal }) => apiRequest(API.admin.merchants, z.array(merchantSchema), { signal }),
});

/** One merchant's full settings (white label, registration, site, maintenance, region). */
export function merchantSettingsQuery(merchantId: number) {
  return queryOptions({
    queryKey: queryKeys.merchantSettings(merchantId),
    queryFn: ({ signal }) => apiRequest(API.admin.settings(merchantId), merchantSettingsSchema, { signal }),
  });
}
