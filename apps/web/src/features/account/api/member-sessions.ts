import { API } from '@fortuna/contracts/api-paths';
import { type MemberSession, memberSessionSchema } from '@fortuna/contracts/session';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

export const memberSessionsQueryKey = [...MEMBER_QUERY_ROOT, 'sessions'] as const;

/** The member's signed-in sessions, the current one marked. */
export function memberSessionsQuery() {
  return queryOptions({
    queryKey: memberSessionsQueryKey,
    queryFn: ({ signal }): Promise<MemberSession[]> =>
      apiRequest(API.sessions, z.array(memberSessionSchema), { signal }),
  });
}

const revokedSchema = z.object({ revoked: z.number().int() });

/** Signs out every session but the current one; answers how many were ended. */
export async function signOutOtherSessions(): Promise<number> {
  const result = await apiRequest(API.otherSessions, revokedSchema, { method: 'DELETE' });
  return result.revoked;
}
