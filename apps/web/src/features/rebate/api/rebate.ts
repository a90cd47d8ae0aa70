import { memberRebateSchema, REBATE_API, rebateClaimSchema } from '@fortuna/contracts/rebate';
import { IDEMPOTENCY_HEADER } from '@fortuna/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

export const rebateQueryRoot = [...MEMBER_QUERY_ROOT, 'rebate'] as const;

/** The rebate accrued since the last claim, by game area, and the earlier claims. */
export function memberRebateQuery(language: string) {
  return queryOptions({
    queryKey: [...rebateQueryRoot, language],
    queryFn: ({ signal }) => apiRequest(REBATE_API.member, memberRebateSchema, { signal, query: { language } }),
    staleTime: 0,
  });
}

/** Claims the accrued rebate into the main wallet (a repeated key answers the first claim). */
export function claimRebate(idempotencyKey: string) {
  return apiRequest(REBATE_API.claim, rebateClaimSchema, {
    method: 'POST',
    body: {},
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
