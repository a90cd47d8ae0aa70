import { API } from '@fortuna/contracts/api-paths';
import {
  type MemberStatusChange,
  memberDetailSchema,
  memberSummarySchema,
  revokedSessionsSchema,
  temporaryPasswordSchema,
} from '@fortuna/contracts/members';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
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

/** One account in full: contact details, sign-in lock, known addresses and live sessions. */
export function memberDetailQuery(memberId: number) {
  return queryOptions({
    queryKey: queryKeys.memberDetail(memberId),
    queryFn: ({ signal }) => apiRequest(API.admin.member(memberId), memberDetailSchema, { signal }),
  });
}

export function changeMemberStatus(memberId: number, body: MemberStatusChange) {
  return apiRequest(API.admin.memberStatus(memberId), memberSummarySchema, { method: 'PATCH', body });
}

/** Ends every live session of the member; answers how many were ended. */
export function signOutMemberEverywhere(memberId: number) {
  return apiRequest(API.admin.memberSessions(memberId), revokedSessionsSchema, { method: 'DELETE' });
}

/** Lifts the sign-in lock and forgets the recent failures. The answer is not used: the member is read again. */
export async function unlockMember(memberId: number): Promise<void> {
  await apiRequest(API.admin.memberUnlock(memberId), z.unknown(), { method: 'POST' });
}

/** Sets a one-time password (to be changed at the next sign-in) and ends every session. */
export function resetMemberPassword(memberId: number) {
  return apiRequest(API.admin.memberPasswordReset(memberId), temporaryPasswordSchema, { method: 'POST' });
}
