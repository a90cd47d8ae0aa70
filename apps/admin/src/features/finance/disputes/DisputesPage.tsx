import { P2P_DISPUTE_STATUSES, type P2pDisputeStatus } from '@fortuna/contracts/payments-p2p';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RefreshButton } from '../../../ui/RefreshButton';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { FinancePage } from '../components/FinancePage';
import { useFinanceMerchant } from '../hooks/useFinanceMerchant';
import { DisputeCard } from './DisputeCard';
import { disputesQuery } from './disputes.api';

const STATUS_LABELS: Record<P2pDisputeStatus, string> = {
  open: 'Open',
  resolved_received: 'Resolved: received',
  resolved_not_received: 'Resolved: not received',
};

/**
 * P2P disputes: a withdrawer reported a paid part as not received, with proof. Staff resolve it received
 * (the depositor is credited, nothing refunded) or not received (the amount goes back to the withdrawal,
 * open for matching again), or force it received.
 */
export function DisputesPage() {
  const { merchants, merchantId, currencySymbol, setMerchantId } = useFinanceMerchant();
  const [status, setStatus] = useState<P2pDisputeStatus>('open');
  const disputes = useQuery({ ...disputesQuery(merchantId ?? 0, status), enabled: merchantId !== undefined });

  return (
    <FinancePage
      testId="disputes-page"
      title="Disputes"
      description="P2P parts a withdrawer reported as not received, with both sides' proofs, for staff to settle."
    >
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={setMerchantId}
            testId="disputes-merchant"
          />
          <label className="filter">
            <span className="filter-label">Status</span>
            <select
              className="input input-sm"
              value={status}
              data-testid="disputes-status"
              onChange={(event) => {
                const next = P2P_DISPUTE_STATUSES.find((value) => value === event.target.value);
                if (next) setStatus(next);
              }}
            >
              {P2P_DISPUTE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <div className="toolbar-end">
            <RefreshButton isRefreshing={disputes.isFetching} onRefresh={() => void disputes.refetch()} />
          </div>
        </div>
        {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
        {disputes.isError ? <ErrorBlock error={disputes.error} onRetry={() => void disputes.refetch()} /> : null}
        {disputes.isPending && merchantId !== undefined ? <LoadingBlock /> : null}
        {disputes.data?.length === 0 ? (
          <EmptyState
            title={status === 'open' ? 'No open disputes' : 'No disputes'}
            icon="shield"
            testId="disputes-empty"
          >
            {status === 'open' ? 'Every P2P part is settled or waiting on its members.' : 'Nothing in this status.'}
          </EmptyState>
        ) : null}
      </section>
      {disputes.data && disputes.data.length > 0 ? (
        <div className="dispute-list">
          {disputes.data.map((dispute) => (
            <DisputeCard key={dispute.id} dispute={dispute} currencySymbol={currencySymbol} />
          ))}
        </div>
      ) : null}
    </FinancePage>
  );
}
