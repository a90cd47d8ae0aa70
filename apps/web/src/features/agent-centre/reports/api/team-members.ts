import { AGENT_API } from '@fortuna/contracts/agent-paths';
import {
  type TeamMemberRow,
  type TeamMembersPage,
  type TeamMembersQuery,
  teamMembersPageSchema,
} from '@fortuna/contracts/agents';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../../api/member-info';

/** The largest page the server sends: the file export asks for whole pages of this size. */
export const EXPORT_PAGE_SIZE = 1000;
/** The export stops after this many pages (100 000 members). */
const MAX_EXPORT_PAGES = 100;

function fetchTeamMembers(query: TeamMembersQuery, signal?: AbortSignal): Promise<TeamMembersPage> {
  return apiRequest(AGENT_API.teamMembers, teamMembersPageSchema, { signal, query: { ...query } });
}

/** One page of the team's per-member figures; the previous page stays shown while the next loads. */
export function teamMembersQuery(query: TeamMembersQuery | null) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_ROOT, 'agent', 'team-members', query],
    queryFn: query ? ({ signal }) => fetchTeamMembers(query, signal) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Every member of the report (for the file export), with the totals. */
export async function fetchAllTeamMembers(
  query: Omit<TeamMembersQuery, 'pageNo' | 'pageSize'>,
): Promise<Pick<TeamMembersPage, 'list' | 'totals'>> {
  const rows: TeamMemberRow[] = [];
  let page = await fetchTeamMembers({ ...query, pageNo: 1, pageSize: EXPORT_PAGE_SIZE });
  rows.push(...page.list);
  while (rows.length < page.total && page.list.length > 0 && page.pageNo < MAX_EXPORT_PAGES) {
    page = await fetchTeamMembers({ ...query, pageNo: page.pageNo + 1, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...page.list);
  }
  return { list: rows, totals: page.totals };
}
