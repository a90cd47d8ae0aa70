import { API } from '@fortuna/contracts/api-paths';
import { type TransactionType, transactionSchema } from '@fortuna/contracts/wallet';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';
import { pageSchema } from '../../../api/page';

export const HISTORY_PAGE_SIZE = 20;

const transactionPageSchema = pageSchema(transactionSchema);

export interface TransactionFilter {
  type: TransactionType;
  /** ISO date-times with offset: inclusive start, exclusive end. */
  from: string;
  to: string;
  pageNo: number;
}

/**
 * One page of the member's wallet transactions; the previous page stays shown while the next loads.
 * Without a filter (the chosen days are not a valid range) nothing is asked.
 */
export function transactionsQuery(filter: TransactionFilter | null) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_ROOT, 'transactions', filter],
    queryFn: filter
      ? ({ signal }) =>
          apiRequest(API.transactions, transactionPageSchema, {
            signal,
            query: { ...filter, pageSize: HISTORY_PAGE_SIZE },
          })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
