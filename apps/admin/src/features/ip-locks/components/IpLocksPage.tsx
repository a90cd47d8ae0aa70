import type { IpLock } from '@fortuna/contracts/members';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { useListFilters } from '../../../lib/useListFilters';
import { Badge } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { ipLocksQuery } from '../api/ip-locks.api';
import { IpLocksTable } from './IpLocksTable';
import { sortIpLocks } from './ip-lock-term';
import { UnlockIpDialog } from './UnlockIpDialog';

/** Temporary locks lapse on their own; reading again now and then keeps the list true. */
const REFRESH_MS = 30_000;

export function IpLocksPage() {
  const merchants = useQuery(merchantsQuery);
  // Only the merchant is used: the list of one merchant's locks is short enough to read whole.
  const { filters, update } = useListFilters('ip');
  const [pending, setPending] = useState<IpLock | null>(null);

  const merchantId = pickMerchantId(filters.merchantId, merchants.data);
  const locks = useQuery({
    ...ipLocksQuery(merchantId ?? 0),
    enabled: merchantId !== undefined,
    refetchInterval: REFRESH_MS,
  });
  const sorted = useMemo(() => sortIpLocks(locks.data ?? []), [locks.data]);

  return (
    <div data-testid="ip-locks-page">
      <PageHeader
        title="IP locks"
        description="Addresses locked after 20 failed sign-ins within 15 minutes. A lock lasts 30 minutes; the third within 24 hours lasts until it is unlocked here."
      />
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={(id) => update({ merchantId: id })}
            testId="ip-locks-merchant"
          />
          <div className="toolbar-end">
            {locks.data ? (
              <Badge tone={locks.data.length > 0 ? 'danger' : 'success'} testId="ip-locks-count">
                {locks.data.length} locked
              </Badge>
            ) : null}
            <button
              type="button"
              className="icon-btn"
              aria-label="Refresh now"
              title="Refresh now"
              disabled={locks.isFetching || merchantId === undefined}
              onClick={() => void locks.refetch()}
            >
              <Icon name="refresh" size={16} className={locks.isFetching ? 'icon-spin' : undefined} />
            </button>
          </div>
        </div>
        {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
        {merchants.data?.length === 0 ? <EmptyState title="No merchants yet" /> : null}
        {locks.isPending && merchantId !== undefined ? <LoadingBlock /> : null}
        {locks.isError ? <ErrorBlock error={locks.error} onRetry={() => void locks.refetch()} /> : null}
        {locks.data && sorted.length === 0 ? (
          <EmptyState title="No locked addresses" icon="shield" testId="ip-locks-empty">
            Every address can sign in to this merchant.
          </EmptyState>
        ) : null}
        {sorted.length > 0 ? <IpLocksTable locks={sorted} onUnlock={setPending} /> : null}
      </section>
      {pending ? <UnlockIpDialog lock={pending} onClose={() => setPending(null)} /> : null}
    </div>
  );
}
