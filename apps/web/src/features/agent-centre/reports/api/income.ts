import { AGENT_API } from '@fortuna/contracts/agent-paths';
import { type Settlement, settlementPageSchema } from '@fortuna/contracts/agents';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../../api/client';
import { agentContractsQueryRoot } from '../../contracts/api/agent-contracts';

/** The largest settlement page; the chart reads at most this many pages. */
const PAGE_SIZE = 100;
const MAX_PAGES = 30;

export interface IncomeRecords {
  list: Settlement[];
  /** False when the range had more records than the chart reads. */
  isComplete: boolean;
}

/** The agent's own settlements of every kind over the days, for the per-day chart. */
export function incomeRecordsQuery(range: { from: string; to: string } | null) {
  return queryOptions({
    queryKey: [...agentContractsQueryRoot, 'income-records', range],
    queryFn: range
      ? async ({ signal }): Promise<IncomeRecords> => {
          const list: Settlement[] = [];
          for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
            const page = await apiRequest(AGENT_API.settlements, settlementPageSchema, {
              signal,
              query: { ...range, scope: 'mine', pageNo, pageSize: PAGE_SIZE },
            });
            list.push(...page.list);
            if (list.length >= page.total || page.list.length === 0) return { list, isComplete: true };
          }
          return { list, isComplete: false };
        }
      : skipToken,
    staleTime: 30_000,
  });
}
