import { API } from '@fortuna/contracts/api-paths';
import { type MemberInfo, memberInfoSchema } from '@fortuna/contracts/session';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

/** Every query that belongs to the signed-in member starts with this key, so sign-out can drop them all. */
export const MEMBER_QUERY_ROOT = ['member'] as const;
export const memberInfoQueryKey = [...MEMBER_QUERY_ROOT, 'info'] as const;

export function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiRequest(API.memberInfo, memberInfoSchema, { signal });
}

/** The signed-in member's account (id, names, type, payment password flag, upline). */
export function memberInfoQuery() {
  return queryOptions({
    queryKey: memberInfoQueryKey,
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    staleTime: 5 * 60_000,
  });
}
