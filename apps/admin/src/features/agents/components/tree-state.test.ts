import { describe, expect, it } from 'vitest';
import { childKey, INITIAL_TREE_STATE, isExpandable, keyDepth, type TreeState, treeReducer } from './tree-state';

const expanded = (state: TreeState) => [...state.expanded].sort();

describe('tree keys', () => {
  it('name a row by its path from the top', () => {
    const top = childKey(null, 12);
    expect(top).toBe('12');
    expect(childKey(childKey(top, 45), 78)).toBe('12/45/78');
    expect(keyDepth('12')).toBe(0);
    expect(keyDepth('12/45/78')).toBe(2);
  });
});

describe('treeReducer', () => {
  it('opens and folds a node on each toggle', () => {
    const open = treeReducer(INITIAL_TREE_STATE, { type: 'toggle', key: '1' });
    expect(expanded(open)).toEqual(['1']);
    expect(expanded(treeReducer(open, { type: 'toggle', key: '1' }))).toEqual([]);
  });

  it('folds everything under a node it folds, and nothing beside it', () => {
    let state = INITIAL_TREE_STATE;
    for (const key of ['1', '1/2', '1/2/3', '10', '1/4']) state = treeReducer(state, { type: 'expand', key });
    state = treeReducer(state, { type: 'toggle', key: '1/2' });
    expect(expanded(state)).toEqual(['1', '1/4', '10']);
    state = treeReducer(state, { type: 'collapse', key: '1' });
    expect(expanded(state)).toEqual(['10']);
  });

  it('keeps the same state when nothing changes, and folds all at once', () => {
    const open = treeReducer(INITIAL_TREE_STATE, { type: 'expand', key: '5' });
    expect(treeReducer(open, { type: 'expand', key: '5' })).toBe(open);
    expect(treeReducer(open, { type: 'collapse', key: '6' })).toBe(open);
    expect(treeReducer(open, { type: 'collapseAll' })).toBe(INITIAL_TREE_STATE);
    expect(treeReducer(INITIAL_TREE_STATE, { type: 'collapseAll' })).toBe(INITIAL_TREE_STATE);
  });

  it('never changes the state it was given', () => {
    const open = treeReducer(INITIAL_TREE_STATE, { type: 'expand', key: '5' });
    treeReducer(open, { type: 'expand', key: '6' });
    expect(expanded(open)).toEqual(['5']);
    expect(INITIAL_TREE_STATE.expanded.size).toBe(0);
  });
});

describe('isExpandable', () => {
  it('opens only accounts with direct downlines', () => {
    expect(isExpandable({ directCount: 2 })).toBe(true);
    expect(isExpandable({ directCount: 0 })).toBe(false);
  });
});
