import type { AdminPaymentChannel } from '@fortuna/contracts/payments-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Icon } from '../../../ui/Icon';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { channelsQuery } from '../api/channels.api';
import { useFinanceMerchant } from '../hooks/useFinanceMerchant';
import { ChannelFormDialog } from './ChannelFormDialog';
import { ChannelsTable } from './ChannelsTable';
import { FinancePage } from './FinancePage';

type Editing = { channel?: AdminPaymentChannel } | null;

/** How a merchant's members pay in and out: bank transfer, gateway and P2P channels with their limits and fees. */
export function ChannelsPage() {
  const { merchants, merchantId, currencySymbol, setMerchantId } = useFinanceMerchant();
  const channels = useQuery({ ...channelsQuery(merchantId ?? 0), enabled: merchantId !== undefined });
  const [editing, setEditing] = useState<Editing>(null);
  const sorted = channels.data ? [...channels.data].sort((a, b) => a.sort - b.sort || a.id - b.id) : undefined;

  return (
    <FinancePage
      testId="channels-page"
      title="Payment channels"
      description="How members pay in and take out: each channel's type, limits and fee. Members see active channels in this order."
      actions={
        merchantId !== undefined ? (
          <button type="button" className="btn btn-primary" data-testid="channel-create" onClick={() => setEditing({})}>
            <Icon name="plus" size={16} /> Add channel
          </button>
        ) : null
      }
    >
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={setMerchantId}
            testId="channels-merchant"
          />
        </div>
        {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
        {channels.isPending && merchantId !== undefined ? <LoadingBlock /> : null}
        {channels.isError ? <ErrorBlock error={channels.error} onRetry={() => void channels.refetch()} /> : null}
        {sorted && sorted.length === 0 ? (
          <EmptyState title="No payment channels" icon="key" testId="channels-empty">
            <p>Members cannot deposit or withdraw until the merchant has at least one active channel.</p>
          </EmptyState>
        ) : null}
        {sorted && sorted.length > 0 ? (
          <ChannelsTable
            channels={sorted}
            currencySymbol={currencySymbol}
            onEdit={(channel) => setEditing({ channel })}
          />
        ) : null}
      </section>
      {editing && merchantId !== undefined ? (
        <ChannelFormDialog
          channel={editing.channel}
          merchantId={merchantId}
          currencySymbol={currencySymbol}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </FinancePage>
  );
}
