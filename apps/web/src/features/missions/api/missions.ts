import { MISSIONS_API, memberLeaderboardSchema, missionSummarySchema } from '@fortuna/contracts/missions';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

/** The member's missions and leaderboards, read again after a claim and when the counts are pushed. */
export const missionsQueryRoot = [...MEMBER_QUERY_ROOT, 'missions'] as const;

export function missionSummaryQuery(language: string) {
  return queryOptions({
    queryKey: [...missionsQueryRoot, 'summary', language],
    queryFn: ({ signal }) => apiRequest(MISSIONS_API.summary, missionSummarySchema, { signal, query: { language } }),
    staleTime: 0,
  });
}

export function leaderboardsQuery(language: string) {
  return queryOptions({
    queryKey: [...missionsQueryRoot, 'leaderboard', language],
    queryFn: ({ signal }) =>
      apiRequest(MISSIONS_API.leaderboard, z.array(memberLeaderboardSchema), { signal, query: { language } }),
    staleTime: 15_000,
  });
}
