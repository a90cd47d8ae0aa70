import { AGENT_API } from '@fortuna/contracts/agent-paths';
import { agentLinksSchema } from '@fortuna/contracts/agents';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client';
import { agentQueryRoot } from './agent-keys';

/** The agent's affiliate code and the registration links that carry it. */
export function agentLinksQuery() {
  return queryOptions({
    queryKey: [...agentQueryRoot, 'links'],
    queryFn: ({ signal }) => apiRequest(AGENT_API.links, agentLinksSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}
