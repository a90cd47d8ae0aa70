import { CONTRACT_STATUSES, type Contract } from '@fortuna/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClearAndRefresh } from '../../../ui/ClearAndRefresh';
import { Icon } from '../../../ui/Icon';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { useCanManageAgents } from '../agents-access';
import { contractsQuery } from '../api/contracts.api';
import { useAgentFilters } from '../hooks/useAgentFilters';
import { AgentsPage } from './AgentsPage';
import { readContractFilters, writeContractFilters } from './agent-filters';
import { CONTRACT_STATUS_META } from './agent-meta';
import { ContractKindFilter } from './ContractKindFilter';
import { ContractsTable } from './ContractsTable';
import { MerchantsState } from './MerchantsState';
import { OfferContractDialog } from './OfferContractDialog';
import { TerminateContractDialog } from './TerminateContractDialog';

/** Contracts between agents and their downlines, and those the platform gave top-level agents. */
export function ContractsPage() {
  const { merchants, merchantId, currencySymbol, filters, update } = useAgentFilters(
    readContractFilters,
    writeContractFilters,
  );
  const canManage = useCanManageAgents();
  const [params] = useSearchParams();
  // The tree links here with ?offer=<username> to open the offer for that top-level agent.
  const offerFromTree = params.get('offer') ?? undefined;
  const [isOffering, setIsOffering] = useState(false);
  const [terminating, setTerminating] = useState<Contract | null>(null);
  const contracts = useQuery({
    ...contractsQuery({
      merchantId: merchantId ?? 0,
      status: filters.status || undefined,
      kind: filters.kind || undefined,
    }),
    enabled: merchantId !== undefined,
  });
  const isNarrowed = filters.status !== '' || filters.kind !== '';

  function closeOffer() {
    setIsOffering(false);
    // Drops ?offer= from the address, so a reload does not open the dialog again.
    if (offerFromTree !== undefined) update({}, { replace: true });
  }

  return (
    <AgentsPage
      testId="contracts-page"
      title="Contracts"
      description="Salary and dividend contracts: the platform's with top-level agents, and each agent's with its downline agents, with their tiers and state."
      readOnlyNote="Read only: only administrators can offer and terminate contracts."
      actions={
        canManage && merchantId !== undefined ? (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="contract-offer-open"
            onClick={() => setIsOffering(true)}
          >
            <Icon name="plus" size={16} /> Offer contract
          </button>
        ) : null
      }
    >
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={(id) => update({ merchantId: id })}
            testId="contracts-merchant"
          />
          <label className="filter">
            <span className="filter-label">Status</span>
            <select
              className="input input-sm"
              value={filters.status}
              data-testid="contracts-status"
              onChange={(event) =>
                update({ status: CONTRACT_STATUSES.find((value) => value === event.target.value) ?? '' })
              }
            >
              <option value="">All statuses</option>
              {CONTRACT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CONTRACT_STATUS_META[status].label}
                </option>
              ))}
            </select>
          </label>
          <ContractKindFilter value={filters.kind} onChange={(kind) => update({ kind })} testId="contracts-kind" />
          <ClearAndRefresh
            canClear={isNarrowed}
            onClear={() => update({ status: '', kind: '' })}
            isRefreshing={contracts.isFetching}
            onRefresh={() => void contracts.refetch()}
            refreshTestId="contracts-refresh"
          />
        </div>
        <MerchantsState merchants={merchants} />
        {contracts.isPending && merchantId !== undefined ? <LoadingBlock /> : null}
        {contracts.isError ? <ErrorBlock error={contracts.error} onRetry={() => void contracts.refetch()} /> : null}
        {contracts.data && contracts.data.length === 0 ? (
          <EmptyState title="No contracts" icon="agents" testId="contracts-empty">
            {isNarrowed ? 'No contract matches these filters.' : 'Offer a top-level agent its first contract.'}
          </EmptyState>
        ) : null}
        {contracts.data && contracts.data.length > 0 ? (
          <div className={contracts.isPlaceholderData ? 'is-refreshing' : undefined}>
            <ContractsTable
              contracts={contracts.data}
              currencySymbol={currencySymbol}
              onTerminate={canManage ? setTerminating : undefined}
            />
          </div>
        ) : null}
      </section>
      {canManage && merchantId !== undefined && (isOffering || offerFromTree !== undefined) ? (
        <OfferContractDialog
          merchantId={merchantId}
          currencySymbol={currencySymbol}
          initialAgent={offerFromTree}
          onClose={closeOffer}
        />
      ) : null}
      {terminating ? <TerminateContractDialog contract={terminating} onClose={() => setTerminating(null)} /> : null}
    </AgentsPage>
  );
}
