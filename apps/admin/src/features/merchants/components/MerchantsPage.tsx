import type { Merchant } from '@fortuna/contracts/merchants';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { merchantsQuery } from '../../../api/merchant-queries';
import { useCanManage } from '../../../session/permissions';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { MerchantFormDialog } from './MerchantFormDialog';
import { MerchantTable } from './MerchantTable';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; merchant: Merchant };

function matchesSearch(merchant: Merchant, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [merchant.code, merchant.name, merchant.currency, ...merchant.domains.map((item) => item.domain)].some(
    (text) => text.toLowerCase().includes(needle),
  );
}

export function MerchantsPage() {
  const canManage = useCanManage();
  const merchants = useQuery(merchantsQuery);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [search, setSearch] = useState('');
  const visible = useMemo(
    () => (merchants.data ?? []).filter((merchant) => matchesSearch(merchant, search)),
    [merchants.data, search],
  );

  return (
    <>
      <PageHeader
        title="Merchants"
        description="Every brand on the platform, its currency and the domains players use to reach it."
        actions={
          canManage ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setDialog({ mode: 'create' })}
              data-testid="merchant-create"
            >
              <Icon name="plus" size={16} /> New merchant
            </button>
          ) : null
        }
      />
      <section className="card card-flush">
        <div className="card-toolbar">
          <input
            type="search"
            className="input input-search"
            placeholder="Search code, name or domain"
            aria-label="Search merchants"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {merchants.data ? (
            <span className="muted">
              {visible.length} of {merchants.data.length}
            </span>
          ) : null}
        </div>
        {merchants.isPending ? <LoadingBlock /> : null}
        {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
        {merchants.data && visible.length === 0 ? (
          <EmptyState title={merchants.data.length === 0 ? 'No merchants yet' : 'No merchant matches your search'}>
            {merchants.data.length === 0 && canManage ? 'Create the first merchant to start.' : null}
          </EmptyState>
        ) : null}
        {visible.length > 0 ? (
          <MerchantTable
            merchants={visible}
            canManage={canManage}
            onEdit={(merchant) => setDialog({ mode: 'edit', merchant })}
          />
        ) : null}
      </section>
      {dialog.mode === 'create' ? <MerchantFormDialog onClose={() => setDialog({ mode: 'closed' })} /> : null}
      {dialog.mode === 'edit' ? (
        <MerchantFormDialog
          key={dialog.merchant.id}
          merchant={dialog.merchant}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
    </>
  );
}
