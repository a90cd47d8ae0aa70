import { API } from '@fortuna/contracts/api-paths';
import { type Balance, balanceSchema } from '@fortuna/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

export const balanceQueryKey = [...MEMBER_QUERY_ROOT, 'balance'] as const;

export function fetchBalance(signal?: AbortSignal): Promise<Balance> {
  return apiRequest(API.balance, balanceSchema, { signal });
}

/** The member's main-wallet balance; kept fresh by the socket, so it is not re-read on a timer. */
export function balanceQuery() {
  return queryOptions({
    queryKey: balanceQueryKey,
    queryFn: ({ signal }) => fetchBalance(signal),
    staleTime: 60_000,
  });
}
