import { memberVipSchema, VIP_API } from '@fortuna/contracts/vip';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

/** The member's VIP level and progress (public state hasVip, vipLabelName, vipRankLevel). */
export function memberVipQuery(language: string) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_ROOT, 'vip', language],
    queryFn: ({ signal }) => apiRequest(VIP_API.member, memberVipSchema, { signal, query: { language } }),
    staleTime: 60_000,
  });
}
