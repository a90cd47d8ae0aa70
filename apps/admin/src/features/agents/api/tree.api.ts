import { AGENT_API } from '@fortuna/contracts/agent-paths';
import { adminTreeNodeSchema } from '@fortuna/contracts/agents';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { agentKeys } from './agent-keys';

export interface TreeQuery {
  merchantId: number;
  /** Whose direct downlines; the merchant's top-level accounts when absent. */
  parentId?: number | undefined;
  /** Accounts whose username contains it, anywhere in the merchant's tree. */
  search?: string | undefined;
}

const treeNodesSchema = z.array(adminTreeNodeSchema);

/** One level of the agent tree: a node's direct downlines, the top-level accounts, or a search's matches. */
export function treeQuery(query: TreeQuery) {
  const params = {
    merchantId: query.merchantId,
    parentId: query.parentId,
    search: query.search?.trim() || undefined,
  };
  return queryOptions({
    queryKey: agentKeys.tree(params),
    queryFn: ({ signal }) => apiRequest(AGENT_API.admin.tree, treeNodesSchema, { query: params, signal }),
  });
}
