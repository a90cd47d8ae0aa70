import { API } from '@fortuna/contracts/api-paths';
import { memberCountsSchema } from '@fortuna/contracts/session';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

/** The counts behind the member centre's red badges; dropped when a message is read. */
export const memberCountsQueryKey = [...MEMBER_QUERY_ROOT, 'counts'] as const;

/** Unread messages, available promotions and open missions; trial accounts never load them (spec §6). */
export function memberCountsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: memberCountsQueryKey,
    queryFn: ({ signal }) => apiRequest(API.memberCounts, memberCountsSchema, { signal }),
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
