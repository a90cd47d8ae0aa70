import { API } from '@fortuna/contracts/api-paths';
import { outboxMessageSchema } from '@fortuna/contracts/members';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { pageSchema } from '../../../api/page';
import { queryKeys } from '../../../api/query-keys';

export interface OutboxFilters {
  merchantId: number;
  destination: string;
  pageNo: number;
  pageSize: number;
}

const outboxPageSchema = pageSchema(outboxMessageSchema);

/** One page of the messages a merchant sent; the previous page stays on screen while the next loads. */
export function outboxQuery(filters: OutboxFilters) {
  const query = {
    merchantId: filters.merchantId,
    destination: filters.destination.trim() || undefined,
    pageNo: filters.pageNo,
    pageSize: filters.pageSize,
  };
  return queryOptions({
    queryKey: queryKeys.outbox(query),
    queryFn: ({ signal }) => apiRequest(API.admin.outbox, outboxPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
