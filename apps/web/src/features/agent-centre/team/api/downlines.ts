import { AGENT_API } from '@fortuna/contracts/agent-paths';
import { type CreateDownline, type DownlineQuery, downlinePageSchema } from '@fortuna/contracts/agents';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../api/client';
import { downlinesQueryRoot } from './agent-keys';

/** One page of an account's direct downlines (default: the agent's own) with their figures over the days. */
export function downlinesQuery(query: DownlineQuery | null) {
  return queryOptions({
    queryKey: [...downlinesQueryRoot, 'list', query],
    queryFn: query
      ? ({ signal }) => apiRequest(AGENT_API.downlines, downlinePageSchema, { signal, query: { ...query } })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Registers a new direct downline (member or agent); the answer describes the new account. */
export function createDownline(body: CreateDownline): Promise<unknown> {
  return apiRequest(AGENT_API.downlines, z.unknown(), { method: 'POST', body });
}
