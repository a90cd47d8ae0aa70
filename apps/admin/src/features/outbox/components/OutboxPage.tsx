import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { useListFilters } from '../../../lib/useListFilters';
import { useSearchInput } from '../../../lib/useSearchInput';
import { formatClock } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { Switch } from '../../../ui/Switch';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { outboxQuery } from '../api/outbox.api';
import { OutboxTable } from './OutboxTable';

const AUTO_REFRESH_MS = 5000;

export function OutboxPage() {
  const merchants = useQuery(merchantsQuery);
  const { filters, update } = useListFilters('destination');
  const [destinationText, setDestinationText] = useSearchInput(filters.search, (search) =>
    update({ search }, { replace: true }),
  );
  const [isLive, setIsLive] = useState(true);

  const merchantId = pickMerchantId(filters.merchantId, merchants.data);
  const outbox = useQuery({
    ...outboxQuery({
      merchantId: merchantId ?? 0,
      destination: filters.search,
      pageNo: filters.pageNo,
      pageSize: filters.pageSize,
    }),
    enabled: merchantId !== undefined,
    // Polling pauses while the tab is hidden (TanStack Query's default).
    refetchInterval: isLive ? AUTO_REFRESH_MS : false,
  });

  const page = outbox.data;
  return (
    <div data-testid="outbox-page">
      <PageHeader
        title="Outbox"
        description="SMS codes and emails the platform sent, or would have sent: without a delivery provider they are only kept here."
      />
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={(id) => update({ merchantId: id })}
            testId="outbox-merchant"
          />
          <label className="filter">
            <span className="filter-label">Destination</span>
            <input
              type="search"
              className="input input-sm"
              placeholder="Mobile number or email"
              autoComplete="off"
              spellCheck={false}
              value={destinationText}
              data-testid="outbox-search"
              onChange={(event) => setDestinationText(event.target.value)}
            />
          </label>
          <div className="toolbar-end">
            {outbox.dataUpdatedAt > 0 ? (
              <span className="toolbar-note" data-testid="outbox-updated">
                {isLive ? <span className="live-dot" aria-hidden="true" /> : null}
                Updated {formatClock(outbox.dataUpdatedAt)}
              </span>
            ) : null}
            <div className="check-label" title="Read the outbox again every 5 seconds">
              <Switch id="outbox-live" checked={isLive} onCheckedChange={setIsLive} data-testid="outbox-live" />
              <label htmlFor="outbox-live">Auto-refresh</label>
            </div>
            <button
              type="button"
              className="icon-btn"
              aria-label="Refresh now"
              title="Refresh now"
              disabled={outbox.isFetching || merchantId === undefined}
              data-testid="outbox-refresh"
              onClick={() => void outbox.refetch()}
            >
              <Icon name="refresh" size={16} className={outbox.isFetching ? 'icon-spin' : undefined} />
            </button>
          </div>
        </div>
        {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
        {merchants.data?.length === 0 ? <EmptyState title="No merchants yet" /> : null}
        {outbox.isPending && merchantId !== undefined ? <LoadingBlock /> : null}
        {outbox.isError ? <ErrorBlock error={outbox.error} onRetry={() => void outbox.refetch()} /> : null}
        {page && page.list.length === 0 ? (
          <EmptyState
            title={filters.search ? 'No message to this destination' : 'No messages yet'}
            icon="mail"
            testId="outbox-empty"
          >
            {filters.search
              ? 'No SMS or email of this merchant went to a destination matching that search.'
              : 'SMS codes and emails of this merchant appear here as soon as they are sent.'}
          </EmptyState>
        ) : null}
        {page && page.list.length > 0 ? (
          <div className={outbox.isPlaceholderData ? 'is-refreshing' : undefined}>
            <OutboxTable messages={page.list} />
          </div>
        ) : null}
        {page && page.total > 0 ? (
          <div className="card-footer">
            <Pagination
              pageNo={page.pageNo}
              totalPages={page.totalPages}
              total={page.total}
              pageSize={page.pageSize}
              onPageChange={(pageNo) => update({ pageNo })}
              onPageSizeChange={(pageSize) => update({ pageSize })}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
