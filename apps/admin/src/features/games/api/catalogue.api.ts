import { API } from '@fortuna/contracts/api-paths';
import {
  type GameUpsert,
  gameAdminSchema,
  type VendorUpsert,
  vendorAdminSchema,
  vendorApiKeySchema,
} from '@fortuna/contracts/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const vendorsQuery = queryOptions({
  queryKey: queryKeys.vendors,
  queryFn: ({ signal }) => apiRequest(API.admin.vendors, z.array(vendorAdminSchema), { signal }),
});

export const gamesQuery = queryOptions({
  queryKey: queryKeys.games,
  queryFn: ({ signal }) => apiRequest(API.admin.games, z.array(gameAdminSchema), { signal }),
});

/** Adds a vendor, or changes the one with `id`. */
export function saveVendor(body: VendorUpsert, id?: number) {
  return id === undefined
    ? apiRequest(API.admin.vendors, vendorAdminSchema, { method: 'POST', body })
    : apiRequest(API.admin.vendor(id), vendorAdminSchema, { method: 'PUT', body });
}

/** Adds a game, or changes the one with `id`; the vendor code must name an existing vendor. */
export function saveGame(body: GameUpsert, id?: number) {
  return id === undefined
    ? apiRequest(API.admin.games, gameAdminSchema, { method: 'POST', body })
    : apiRequest(API.admin.game(id), gameAdminSchema, { method: 'PUT', body });
}

/** Issues a new seamless-wallet secret for the vendor; the answer is the only time it is shown. */
export function issueVendorApiKey(id: number) {
  return apiRequest(API.admin.vendorApiKey(id), vendorApiKeySchema, { method: 'POST' });
}
