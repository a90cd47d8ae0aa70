import { AGENT_API } from '@fortuna/contracts/agent-paths';
import { type DateRangeQuery, teamOverviewSchema } from '@fortuna/contracts/agents';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client';
import { agentQueryRoot } from './agent-keys';

/** The team's figures over whole days, with a point per day; nothing is asked without a valid range. */
export function teamOverviewQuery(range: DateRangeQuery | null) {
  return queryOptions({
    queryKey: [...agentQueryRoot, 'team-overview', range],
    queryFn: range
      ? ({ signal }) => apiRequest(AGENT_API.teamOverview, teamOverviewSchema, { signal, query: { ...range } })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
