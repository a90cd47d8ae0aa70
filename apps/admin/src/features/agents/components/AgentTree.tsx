import type { AdminTreeNode } from '@fortuna/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../api/client';
import { Spinner } from '../../../ui/StateViews';
import { treeQuery } from '../api/tree.api';
import { TreeNodeRow } from './TreeNodeRow';
import { childKey, type TreeKey } from './tree-state';

interface TreeProps {
  merchantId: number;
  expanded: ReadonlySet<TreeKey>;
  onToggle: (key: TreeKey) => void;
  /** The address of the contract offer for a top-level agent, or null when staff may not offer. */
  offerHref: ((node: AdminTreeNode) => string) | null;
}

interface BranchProps extends TreeProps {
  parentId: number;
  parentKey: TreeKey;
}

/** The list of a level: nodes, each followed by its own downlines when expanded. */
export function TreeLevel({
  nodes,
  parentKey,
  isTopLevel,
  ...tree
}: TreeProps & { nodes: readonly AdminTreeNode[]; parentKey: TreeKey | null; isTopLevel: boolean }) {
  return (
    <ul className={parentKey === null ? 'tree-level tree-root' : 'tree-level'}>
      {nodes.map((node) => {
        const key = childKey(parentKey, node.id);
        const isExpanded = tree.expanded.has(key);
        return (
          <li key={key} className="tree-item">
            <TreeNodeRow
              node={node}
              isExpanded={isExpanded}
              offerHref={isTopLevel && node.isAgent && tree.offerHref ? tree.offerHref(node) : undefined}
              onToggle={() => tree.onToggle(key)}
            />
            {isExpanded ? <TreeBranch {...tree} parentId={node.id} parentKey={key} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A node's direct downlines, read from the server the first time the node is opened. */
function TreeBranch({ parentId, parentKey, ...tree }: BranchProps) {
  const children = useQuery(treeQuery({ merchantId: tree.merchantId, parentId }));
  if (children.isPending) {
    return (
      <p className="tree-note">
        <Spinner label="Loading downlines" /> Loading downlines…
      </p>
    );
  }
  if (children.isError) {
    return (
      <p className="tree-note tree-note-error" role="alert">
        {errorMessage(children.error)}{' '}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void children.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (children.data.length === 0) return <p className="tree-note muted">No downlines</p>;
  return <TreeLevel {...tree} nodes={children.data} parentKey={parentKey} isTopLevel={false} />;
}
