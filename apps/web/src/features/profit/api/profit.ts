import { API } from '@fortuna/contracts/api-paths';
import { profitReportSchema } from '@fortuna/contracts/bet-records';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

/** What the P&L asks for (profitQuerySchema). */
export interface ProfitRequest {
  /** ISO date-times with offset: inclusive start, exclusive end. */
  from: string;
  to: string;
  /** The member's UTC offset in minutes, so the report's days are the member's days. */
  offsetMinutes: number;
}

/** The member's profit and loss by day and game type; nothing is asked without a valid range. */
export function profitQuery(request: ProfitRequest | null) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_ROOT, 'profit', request],
    queryFn: request
      ? ({ signal }) => apiRequest(API.profit, profitReportSchema, { signal, query: { ...request } })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
