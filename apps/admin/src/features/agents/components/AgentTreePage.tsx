import type { AdminTreeNode } from '@fortuna/contracts/agents';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import { useSearchInput } from '../../../lib/useSearchInput';
import { RefreshButton } from '../../../ui/RefreshButton';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { useCanManageAgents } from '../agents-access';
import { agentKeys } from '../api/agent-keys';
import { treeQuery } from '../api/tree.api';
import { useAgentFilters } from '../hooks/useAgentFilters';
import { AgentsPage } from './AgentsPage';
import { TreeLevel } from './AgentTree';
import { readTreeFilters, writeTreeFilters } from './agent-filters';
import { MerchantsState } from './MerchantsState';
import { INITIAL_TREE_STATE, treeReducer } from './tree-state';

interface TreeViewProps {
  merchantId: number;
  search: string;
  canOffer: boolean;
}

/** The tree of one merchant and search; a new merchant or search starts folded (the parent gives it a new key). */
function TreeView({ merchantId, search, canOffer }: TreeViewProps) {
  const [state, dispatch] = useReducer(treeReducer, INITIAL_TREE_STATE);
  const roots = useQuery(treeQuery({ merchantId, search }));
  const offerHref = canOffer
    ? (node: AdminTreeNode) => `/agents/contracts?merchant=${merchantId}&offer=${encodeURIComponent(node.username)}`
    : null;

  if (roots.isPending) return <LoadingBlock label="Loading the agent tree…" />;
  if (roots.isError) return <ErrorBlock error={roots.error} onRetry={() => void roots.refetch()} />;
  if (roots.data.length === 0) {
    return (
      <EmptyState
        title={search ? 'No account matches this search' : 'No accounts yet'}
        icon="agents"
        testId="agents-tree-empty"
      >
        {search ? 'Try another part of the username.' : 'Top-level accounts of this merchant appear here.'}
      </EmptyState>
    );
  }
  return (
    <div className="agents-tree-wrap">
      <div className="agents-tree-head">
        <span className="muted">
          {search
            ? `${roots.data.length} match${roots.data.length === 1 ? '' : 'es'} for “${search}”`
            : `${roots.data.length} top-level account${roots.data.length === 1 ? '' : 's'}`}
        </span>
        {state.expanded.size > 0 ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => dispatch({ type: 'collapseAll' })}>
            Collapse all
          </button>
        ) : null}
      </div>
      <div className="agents-tree" data-testid="agents-tree">
        <TreeLevel
          merchantId={merchantId}
          nodes={roots.data}
          parentKey={null}
          isTopLevel={!search}
          expanded={state.expanded}
          offerHref={offerHref}
          onToggle={(key) => dispatch({ type: 'toggle', key })}
        />
      </div>
    </div>
  );
}

/** The merchant's accounts from the top-level agents down, opened a level at a time. */
export function AgentTreePage() {
  const { merchants, merchantId, filters, update } = useAgentFilters(readTreeFilters, writeTreeFilters);
  const canOffer = useCanManageAgents();
  const [searchText, setSearchText] = useSearchInput(filters.search, (search) =>
    update({ search: search.trim() }, { replace: true }),
  );
  const queryClient = useQueryClient();
  const isFetching = useIsFetching({ queryKey: agentKeys.treeAll }) > 0;

  return (
    <AgentsPage
      testId="agents-tree-page"
      title="Agent tree"
      description="Each merchant's accounts from the top-level agents down: team sizes and the contracts each agent holds. Click an account to open its direct downlines."
    >
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={(id) => update({ merchantId: id, search: '' })}
            testId="agents-tree-merchant"
          />
          <label className="filter agents-search">
            <span className="filter-label">Search</span>
            <input
              type="search"
              className="input input-sm"
              placeholder="Username, anywhere in the tree"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              value={searchText}
              data-testid="agents-tree-search"
              onChange={(event) => setSearchText(event.target.value)}
            />
          </label>
          <div className="toolbar-end">
            <RefreshButton
              isRefreshing={isFetching}
              onRefresh={() => void queryClient.invalidateQueries({ queryKey: agentKeys.treeAll })}
              testId="agents-tree-refresh"
              label="Refresh the tree"
            />
          </div>
        </div>
        <MerchantsState merchants={merchants} />
        {merchantId !== undefined ? (
          <TreeView
            key={`${merchantId}:${filters.search}`}
            merchantId={merchantId}
            search={filters.search}
            canOffer={canOffer}
          />
        ) : null}
      </section>
    </AgentsPage>
  );
}
