import type { Merchant } from '@fortuna/contracts/merchants';
import type { ReactNode } from 'react';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { OrderFilterBar } from './OrderFilterBar';
import type { OrderFilters } from './order-filters';

interface PageOf {
  list: readonly unknown[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

interface OrderQueueCardProps {
  testIdPrefix: string;
  noun: string;
  merchants: { data: readonly Merchant[] | undefined; error: unknown; refetch: () => void };
  merchantId: number | undefined;
  filters: OrderFilters;
  statuses: readonly { value: string; label: string }[];
  orders: {
    data: PageOf | undefined;
    error: unknown;
    isPending: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => void;
  };
  onChange: (changes: Partial<OrderFilters>, options?: { replace?: boolean }) => void;
  children: ReactNode;
}

/** The card of a deposit or withdrawal queue: filters, the loading / empty / error states, the table and its pages. */
export function OrderQueueCard({
  testIdPrefix,
  noun,
  merchants,
  merchantId,
  filters,
  statuses,
  orders,
  onChange,
  children,
}: OrderQueueCardProps) {
  const page = orders.data;
  const statusLabel = statuses.find((status) => status.value === filters.status)?.label.toLowerCase();
  return (
    <section className="card card-flush">
      <OrderFilterBar
        testIdPrefix={testIdPrefix}
        merchants={merchants.data ?? []}
        merchantId={merchantId}
        filters={filters}
        statuses={statuses}
        isRefreshing={orders.isFetching}
        onChange={onChange}
        onRefresh={orders.refetch}
      />
      {merchants.error ? <ErrorBlock error={merchants.error} onRetry={merchants.refetch} /> : null}
      {merchants.data?.length === 0 ? <EmptyState title="No merchants yet" icon="merchants" /> : null}
      {orders.isPending && merchantId !== undefined ? <LoadingBlock /> : null}
      {orders.error ? <ErrorBlock error={orders.error} onRetry={orders.refetch} /> : null}
      {page && page.list.length === 0 ? (
        <EmptyState
          title={statusLabel ? `No ${statusLabel} ${noun}s` : `No ${noun}s`}
          icon="check"
          testId={`${testIdPrefix}-empty`}
        >
          {filters.status === 'pending'
            ? `The queue is clear: no ${noun} is waiting for a decision.`
            : `No ${noun} matches these filters.`}
        </EmptyState>
      ) : null}
      {page && page.list.length > 0 ? (
        <div className={orders.isPlaceholderData ? 'is-refreshing' : undefined}>{children}</div>
      ) : null}
      {page && page.total > 0 ? (
        <div className="card-footer">
          <Pagination
            pageNo={page.pageNo}
            totalPages={page.totalPages}
            total={page.total}
            pageSize={page.pageSize}
            onPageChange={(pageNo) => onChange({ pageNo })}
            onPageSizeChange={(pageSize) => onChange({ pageSize })}
          />
        </div>
      ) : null}
    </section>
  );
}
