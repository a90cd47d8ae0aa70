import type { AdminTreeNode } from '@fortuna/contracts/agents';
import { Link } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import { ContractChips } from './ContractChips';
import { isExpandable } from './tree-state';

interface TreeNodeRowProps {
  node: AdminTreeNode;
  isExpanded: boolean;
  /** Where "Offer contract" leads for a top-level agent; absent when staff may not offer or it is not top-level. */
  offerHref?: string | undefined;
  onToggle: () => void;
}

const count = new Intl.NumberFormat('en');

/** One account of the tree: a click opens or folds its direct downlines. */
export function TreeNodeRow({ node, isExpanded, offerHref, onToggle }: TreeNodeRowProps) {
  const canExpand = isExpandable(node);
  return (
    <div className={isExpanded ? 'tree-row tree-row-open' : 'tree-row'}>
      <button
        type="button"
        className="tree-node"
        data-testid={`tree-node-${node.username}`}
        aria-expanded={canExpand ? isExpanded : undefined}
        disabled={!canExpand}
        title={canExpand ? (isExpanded ? 'Hide the downlines' : 'Show the direct downlines') : 'No downlines'}
        onClick={onToggle}
      >
        <span className="tree-caret" aria-hidden="true">
          {canExpand ? <Icon name={isExpanded ? 'chevronDown' : 'chevronRight'} size={16} /> : null}
        </span>
        <span className="tree-node-name">
          <span className="cell-strong mono">{node.username}</span>
          <span className="muted tree-node-id">#{node.id}</span>
        </span>
        <Badge tone={node.isAgent ? 'accent' : 'neutral'}>{node.isAgent ? 'Agent' : 'Member'}</Badge>
        <span className="tree-node-counts">
          <span title="Accounts under this one, at any depth">
            Team <strong className="mono">{count.format(node.teamSize)}</strong>
          </span>
          <span title="Accounts directly under this one">
            Direct <strong className="mono">{count.format(node.directCount)}</strong>
          </span>
        </span>
        <ContractChips contracts={node.contracts} />
      </button>
      {offerHref ? (
        <Link
          to={offerHref}
          className="btn btn-ghost btn-sm tree-offer"
          data-testid={`tree-offer-${node.username}`}
          aria-label={`Offer ${node.username} a contract`}
        >
          <Icon name="plus" size={14} /> Contract
        </Link>
      ) : null}
    </div>
  );
}
