import { memberReferralSchema, REFERRAL_API } from '@fortuna/contracts/referral';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

/** The member's code, link path, the merchant's conditions, totals and invitees (reading it settles owed rewards). */
export function memberReferralQuery() {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_ROOT, 'referral'],
    queryFn: ({ signal }) => apiRequest(REFERRAL_API.member, memberReferralSchema, { signal }),
    staleTime: 0,
  });
}
