import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { merchantsQuery } from '../../../api/merchant-queries';
import { PageHeader } from '../../../ui/PageHeader';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { auditQuery } from '../api/audit.api';
import { useAuditFilters } from '../hooks/useAuditFilters';
import { AuditFilterBar } from './AuditFilterBar';
import { AuditTable } from './AuditTable';

export function AuditPage() {
  const { filters, update, pageSizes } = useAuditFilters();
  const audit = useQuery(auditQuery(filters));
  const merchants = useQuery(merchantsQuery);
  const [seenActions, setSeenActions] = useState<ReadonlySet<string>>(new Set());

  const merchantCodes = useMemo(
    () => new Map((merchants.data ?? []).map((merchant) => [merchant.id, merchant.code])),
    [merchants.data],
  );

  // Remember every action seen in this visit to offer it in the filter.
  const pageActions = audit.data?.list.map((entry) => entry.action) ?? [];
  if (pageActions.some((action) => !seenActions.has(action))) {
    setSeenActions(new Set([...seenActions, ...pageActions]));
  }

  const page = audit.data;
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change staff made, who made it, from where, and what it changed."
      />
      <section className="card card-flush">
        <AuditFilterBar
          filters={filters}
          merchants={merchants.data ?? []}
          seenActions={seenActions}
          onChange={update}
        />
        {audit.isPending ? <LoadingBlock /> : null}
        {audit.isError ? <ErrorBlock error={audit.error} onRetry={() => void audit.refetch()} /> : null}
        {page && page.list.length === 0 ? (
          <EmptyState title="No audit entries">No recorded change matches these filters.</EmptyState>
        ) : null}
        {page && page.list.length > 0 ? (
          <div className={audit.isPlaceholderData ? 'is-refreshing' : undefined}>
            <AuditTable entries={page.list} merchantCodes={merchantCodes} />
          </div>
        ) : null}
        {page && page.total > 0 ? (
          <div className="card-footer">
            <Pagination
              pageNo={page.pageNo}
              totalPages={page.totalPages}
              total={page.total}
              pageSize={page.pageSize}
              pageSizes={pageSizes}
              onPageChange={(pageNo) => update({ pageNo })}
              onPageSizeChange={(pageSize) => update({ pageSize })}
            />
          </div>
        ) : null}
      </section>
    </>
  );
}
