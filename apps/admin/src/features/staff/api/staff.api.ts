import { API } from '@fortuna/contracts/api-paths';
import {
  type CreateStaff,
  type StaffSecuritySettings,
  staffSchema,
  staffSecuritySettingsSchema,
} from '@fortuna/contracts/staff';
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

export function unlockStaff(staffId: number) {
  return apiRequest(API.admin.staffUnlock(staffId), staffSchema, { method: 'POST' });
}

export function resetStaffTotp(staffId: number) {
  return apiRequest(API.admin.staffTotp(staffId), staffSchema, { method: 'DELETE' });
}

export const staffSettingsQuery = queryOptions({
  queryKey: queryKeys.staffSettings,
  queryFn: ({ signal }) => apiRequest(API.admin.staffSettings, staffSecuritySettingsSchema, { signal }),
});

export function updateStaffSettings(body: StaffSecuritySettings) {
  return apiRequest(API.admin.staffSettings, staffSecuritySettingsSchema, { method: 'PUT', body });
}
