import { API } from '@fortuna/contracts/api-paths';
import { type StaffLogin, staffSchema, staffSessionSchema } from '@fortuna/contracts/staff';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export function logIn(credentials: StaffLogin) {
  return apiRequest(API.admin.login, staffSessionSchema, { method: 'POST', body: credentials });
}

export function logOut() {
  return apiRequest(API.admin.session, z.unknown(), { method: 'DELETE' });
}

/** The signed-in staff member, checked against the server on every page load. */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => apiRequest(API.admin.session, staffSchema, { signal }),
  staleTime: 5 * 60_000,
});
