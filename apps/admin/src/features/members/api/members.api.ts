import { API } from '@fortuna/contracts/api-paths';
import { type MemberStatusChange, memberSummarySchema, revokedSessionsSchema } from '@fortuna/contracts/members';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { pageSchema } from '../../../api/page';
import { queryKeys } from '../../../api/query-keys';

export interface MemberFilters {
  merchantId: number;
  search: string;
  pageNo: number;
  pageSize: number;
}

const memberPageSchema = pageSchema(memberSummarySchema);

/** One page of a merchant's members; the previous page stays on screen while the next loads. */
export function membersQuery(filters: MemberFilters) {
  const query = {
    merchantId: filters.merchantId,
    search: filters.search.trim() || undefined,
    pageNo: filters.pageNo,
    pageSize: filters.pageSize,
  };
  return queryOptions({
    queryKey: queryKeys.members(query),
    queryFn: ({ signal }) => apiRequest(API.admin.members, memberPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function changeMemberStatus(memberId: number, body: MemberStatusChange) {
  return apiRequest(API.admin.memberStatus(memberId), memberSummarySchema, { method: 'PATCH', body });
}

/** Ends every live session of the member; answers how many were ended. */
export function signOutMemberEverywhere(memberId: number) {
  return apiRequest(API.admin.memberSessions(memberId), revokedSessionsSchema, { method: 'DELETE' });
}
