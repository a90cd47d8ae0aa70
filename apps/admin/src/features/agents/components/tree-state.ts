import type { AdminTreeNode } from '@fortuna/contracts/agents';

/**
 * Where a node sits in the tree as shown: the ids from the top, "12/45/78". Search results can show an
 * account both as a match and under an expanded ancestor, so the path, not the id, names a row.
 */
export type TreeKey = string;

export function childKey(parentKey: TreeKey | null, id: number): TreeKey {
  return parentKey === null ? String(id) : `${parentKey}/${id}`;
}

/** How deep a row sits: 0 for the top level (or a search match). */
export function keyDepth(key: TreeKey): number {
  return key.split('/').length - 1;
}

export interface TreeState {
  expanded: ReadonlySet<TreeKey>;
}

export type TreeAction =
  | { type: 'toggle'; key: TreeKey }
  | { type: 'expand'; key: TreeKey }
  | { type: 'collapse'; key: TreeKey }
  | { type: 'collapseAll' };

export const INITIAL_TREE_STATE: TreeState = { expanded: new Set() };

function isWithin(key: TreeKey, ancestor: TreeKey): boolean {
  return key === ancestor || key.startsWith(`${ancestor}/`);
}

/** Expanding shows a node's downlines (loaded then); collapsing a node also folds everything under it. */
export function treeReducer(state: TreeState, action: TreeAction): TreeState {
  switch (action.type) {
    case 'collapseAll':
      return state.expanded.size === 0 ? state : INITIAL_TREE_STATE;
    case 'expand':
      return state.expanded.has(action.key) ? state : { expanded: new Set([...state.expanded, action.key]) };
    case 'collapse':
      return state.expanded.has(action.key)
        ? { expanded: new Set([...state.expanded].filter((key) => !isWithin(key, action.key))) }
        : state;
    case 'toggle':
      return treeReducer(state, { type: state.expanded.has(action.key) ? 'collapse' : 'expand', key: action.key });
  }
}

/** A node with direct downlines opens; a leaf does not. */
export function isExpandable(node: Pick<AdminTreeNode, 'directCount'>): boolean {
  return node.directCount > 0;
}
