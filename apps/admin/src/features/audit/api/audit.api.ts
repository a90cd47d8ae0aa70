import { API } from '@fortuna/contracts/api-paths';
import { auditEntrySchema } from '@fortuna/contracts/staff';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { pageSchema } from '../../../api/page';
import { queryKeys } from '../../../api/query-keys';

export interface AuditFilters {
  pageNo: number;
  pageSize: number;
  merchantId?: number | undefined;
  action?: string | undefined;
}

const auditPageSchema = pageSchema(auditEntrySchema);

/** One page of the audit log, newest first; the previous page stays on screen while the next loads. */
export function auditQuery(filters: AuditFilters) {
  const query = {
    pageNo: filters.pageNo,
    pageSize: filters.pageSize,
    merchantId: filters.merchantId,
    action: filters.action,
  };
  return queryOptions({
    queryKey: queryKeys.audit(query),
    queryFn: ({ signal }) => apiRequest(API.admin.audit, auditPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
