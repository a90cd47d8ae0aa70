import { API } from '@fortuna/contracts/api-paths';
import { countrySchema } from '@fortuna/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

/** Country dialing codes for the mobile number inputs; they never change while the site is open. */
export function countryCodesQuery() {
  return queryOptions({
    queryKey: ['system', 'country-codes'],
    queryFn: ({ signal }) => apiRequest(API.countryCodes, z.array(countrySchema), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
