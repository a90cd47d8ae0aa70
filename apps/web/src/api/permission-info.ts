import { API } from '@fortuna/contracts/api-paths';
import { decryptCsPath } from '@fortuna/contracts/cs-path';
import { type PermissionInfo, permissionInfoSchema, type SystemStatusValue } from '@fortuna/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { rememberMerchant } from '../lib/session';
import { apiRequest } from './client';

export const permissionInfoQueryKey = ['system', 'permission-info'] as const;

/** Loads permission info and remembers the merchant, so every later call and the socket carry it. */
export async function fetchPermissionInfo(signal?: AbortSignal): Promise<PermissionInfo> {
  const info = withReadablePaths(await apiRequest(API.permissionInfo, permissionInfoSchema, { signal }));
  rememberMerchant(info.info.merchantCode);
  return info;
}

/**
 * Customer-service paths arrive encrypted (spec §3): decrypted here with their last 8 characters, once,
 * so every link reads a real address; an entry that does not decrypt is left out.
 */
export function withReadablePaths(info: PermissionInfo): PermissionInfo {
  const customerService = info.info.customerService.flatMap((entry) => {
    const path = decryptCsPath(entry.path);
    return path ? [{ ...entry, path }] : [];
  });
  return { ...info, info: { ...info.info, customerService } };
}

/** Permission info drives start-up and the system status, so it is refetched whenever the window regains focus. */
export function permissionInfoQuery() {
  return queryOptions({
    queryKey: permissionInfoQueryKey,
    queryFn: ({ signal }) => fetchPermissionInfo(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: 1,
    retryDelay: 600,
  });
}

export type StatusUpdate = Pick<SystemStatusValue, 'status' | 'maintenance'>;

/** Applies a pushed status change to loaded permission info. */
export function applyStatusUpdate(info: PermissionInfo, update: StatusUpdate): PermissionInfo {
  return {
    ...info,
    status: update.status,
    location: { ...info.location, maintenance: update.maintenance },
  };
}
