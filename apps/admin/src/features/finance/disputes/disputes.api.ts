import {
  type AdminP2pDispute,
  adminP2pDisputeSchema,
  P2P_API,
  type P2pDisputeStatus,
  type ResolveP2pDispute,
} from '@fortuna/contracts/payments-p2p';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

export const disputesRoot = ['finance', 'p2p-disputes'] as const;

/** Open disputes are read again on their own, so new ones appear without a click. */
const DISPUTES_REFRESH_MS = 30_000;

export function disputesQuery(merchantId: number, status: P2pDisputeStatus) {
  return queryOptions({
    queryKey: [...disputesRoot, merchantId, status],
    queryFn: ({ signal }) =>
      apiRequest(P2P_API.admin.disputes, z.array(adminP2pDisputeSchema), { query: { merchantId, status }, signal }),
    refetchInterval: DISPUTES_REFRESH_MS,
  });
}

/** Settles an open dispute: received (the depositor is credited) or not received (the share goes back to the withdrawal). */
export function resolveDispute(disputeId: number, body: ResolveP2pDispute): Promise<AdminP2pDispute> {
  return apiRequest(P2P_API.admin.disputeResolve(disputeId), adminP2pDisputeSchema, { method: 'POST', body });
}

/** Forces a part received: the depositor is credited and the withdrawal is not refunded. */
export function forcePartReceived(partId: number, note: string): Promise<{ partId: number; status: string }> {
  return apiRequest(P2P_API.admin.partForceReceived(partId), z.object({ partId: z.number(), status: z.string() }), {
    method: 'POST',
    body: { note },
  });
}
