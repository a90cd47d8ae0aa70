import { API } from '@fortuna/contracts/api-paths';
import { type BetStatus, betRecordPageSchema, replayLinkSchema } from '@fortuna/contracts/bet-records';
import type { GameType } from '@fortuna/contracts/catalogue';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

export const BET_RECORD_PAGE_SIZE = 20;

/** What the bet record asks for (betRecordQuerySchema): a filter left at "all" is not sent. */
export interface BetRecordRequest {
  /** ISO date-times with offset: inclusive start, exclusive end. */
  from: string;
  to: string;
  gameType?: GameType;
  /** The vendor code. */
  vassalage?: string;
  status?: BetStatus;
  pageNo: number;
  pageSize: number;
}

/**
 * One page of the member's rounds with the totals of every round the filters match; the previous
 * page stays shown while the next loads. Without a request (the days are not a valid range) nothing is asked.
 */
export function betRecordsQuery(request: BetRecordRequest | null) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_ROOT, 'betRecords', request],
    queryFn: request
      ? ({ signal }) => apiRequest(API.betRecords, betRecordPageSchema, { signal, query: { ...request } })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A signed replay link of one round, valid for 10 minutes. */
export function requestReplay(id: number): Promise<{ url: string }> {
  return apiRequest(API.betReplay(id), replayLinkSchema, { method: 'POST' });
}
