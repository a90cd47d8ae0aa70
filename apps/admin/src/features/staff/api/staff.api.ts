import { API } from '@fortuna/contracts/api-paths';
import { type CreateStaff, staffSchema } from '@fortuna/contracts/staff';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const staffListQuery = queryOptions({
  queryKey: queryKeys.staff,
  queryFn: ({ signal }) => apiRequest(API.admin.staff, z.array(staffSchema), { signal }),
});

export function createStaff(body: CreateStaff) {
  return apiRequest(API.admin.staff, staffSchema, { method: 'POST', body });
}
