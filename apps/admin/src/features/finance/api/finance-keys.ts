type Filters = Record<string, string | number | undefined>;

/** Cache keys of the finance pages, all under `all`, so a decision can refresh every finance list at once. */
export const financeKeys = {
  all: ['finance'],
  depositsAll: ['finance', 'deposits'],
  deposits: (filters: Filters) => ['finance', 'deposits', filters],
  withdrawalsAll: ['finance', 'withdrawals'],
  withdrawals: (filters: Filters) => ['finance', 'withdrawals', filters],
  channels: (merchantId: number) => ['finance', 'channels', merchantId],
  settings: (merchantId: number) => ['finance', 'settings', merchantId],
  dailyTotals: (filters: Filters) => ['finance', 'daily-totals', filters],
} as const;
