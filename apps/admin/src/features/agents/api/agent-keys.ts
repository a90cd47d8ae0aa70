type Filters = Record<string, string | number | undefined>;

/** Cache keys of the agent pages, all under `all`, so an action can refresh every agent list at once. */
export const agentKeys = {
  all: ['agents'],
  treeAll: ['agents', 'tree'],
  tree: (filters: Filters) => ['agents', 'tree', filters],
  contracts: (filters: Filters) => ['agents', 'contracts', filters],
  settlements: (filters: Filters) => ['agents', 'settlements', filters],
} as const;
