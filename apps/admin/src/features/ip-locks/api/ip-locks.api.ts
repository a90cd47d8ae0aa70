import { API } from '@fortuna/contracts/api-paths';
import { ipLockSchema } from '@fortuna/contracts/members';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The addresses of a merchant locked after repeated failed sign-ins. */
export function ipLocksQuery(merchantId: number) {
  return queryOptions({
    queryKey: queryKeys.ipLocks(merchantId),
    queryFn: ({ signal }) => apiRequest(API.admin.ipLocks, z.array(ipLockSchema), { query: { merchantId }, signal }),
  });
}

/** Lifts a lock; the list is read again afterwards, so the answer is not used. */
export async function unlockIp(lockId: number): Promise<void> {
  await apiRequest(API.admin.ipLock(lockId), z.unknown(), { method: 'DELETE' });
}
