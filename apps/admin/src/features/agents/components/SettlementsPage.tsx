import type { Settlement } from '@fortuna/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ClearAndRefresh } from '../../../ui/ClearAndRefresh';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { formatAmount } from '../../finance/components/finance-meta';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { useCanManageAgents } from '../agents-access';
import { contractsQuery } from '../api/contracts.api';
import { settlementsQuery } from '../api/settlements.api';
import { useAgentFilters } from '../hooks/useAgentFilters';
import { AgentsPage } from './AgentsPage';
import { ApproveDividendDialog } from './ApproveDividendDialog';
import {
  readSettlementFilters,
  settlementRange,
  settlementRangeProblem,
  writeSettlementFilters,
} from './agent-filters';
import { pageCount, platformContractIds } from './agent-meta';
import { ContractKindFilter } from './ContractKindFilter';
import { MerchantsState } from './MerchantsState';
import { RunSettlementCard } from './RunSettlementCard';
import { SettlementsTable } from './SettlementsTable';

/** Settlement runs: every settled period with its inputs, a form to run a period, and dividends to approve. */
export function SettlementsPage() {
  const { merchants, merchantId, currencySymbol, filters, update } = useAgentFilters(
    readSettlementFilters,
    writeSettlementFilters,
  );
  const canManage = useCanManageAgents();
  const range = settlementRange(filters);
  const problem = settlementRangeProblem(range);
  const settlements = useQuery({
    ...settlementsQuery({
      merchantId: merchantId ?? 0,
      kind: filters.kind || undefined,
      from: range.from,
      to: range.to,
      pageNo: filters.pageNo,
      pageSize: filters.pageSize,
    }),
    enabled: merchantId !== undefined && problem === null,
  });
  // Dividends of the platform's own contracts (top-level agents) are approved here; the others by their upline.
  const dividendContracts = useQuery({
    ...contractsQuery({ merchantId: merchantId ?? 0, kind: 'dividend' }),
    enabled: merchantId !== undefined,
  });
  const platformContracts = useMemo(
    () => (dividendContracts.data ? platformContractIds(dividendContracts.data) : undefined),
    [dividendContracts.data],
  );
  const [approving, setApproving] = useState<Settlement | null>(null);
  const page = settlements.data;
  const isNarrowed = filters.kind !== '' || filters.from !== '' || filters.to !== '';

  return (
    <AgentsPage
      testId="settlements-page"
      title="Settlements"
      description="Salaries and dividends per period, each with the figures it was computed from. Dividends of top-level agents wait here for approval."
      readOnlyNote="Read only: only administrators can run settlements and approve dividends."
    >
      {canManage && merchantId !== undefined ? (
        <RunSettlementCard key={merchantId} merchantId={merchantId} currencySymbol={currencySymbol} />
      ) : null}
      <section className="card card-flush">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={(id) => update({ merchantId: id })}
            testId="settlements-merchant"
          />
          <ContractKindFilter value={filters.kind} onChange={(kind) => update({ kind })} testId="settlements-kind" />
          <fieldset className="filter filter-dates">
            <legend className="filter-label">Periods starting</legend>
            <div className="date-range">
              <input
                type="date"
                className="input input-sm"
                aria-label="From date"
                value={range.from}
                max={range.to}
                data-testid="settlements-from"
                aria-invalid={problem ? true : undefined}
                onChange={(event) => update({ from: event.target.value })}
              />
              <span className="date-range-sep" aria-hidden="true">
                –
              </span>
              <input
                type="date"
                className="input input-sm"
                aria-label="To date"
                value={range.to}
                min={range.from}
                data-testid="settlements-to"
                aria-invalid={problem ? true : undefined}
                onChange={(event) => update({ to: event.target.value })}
              />
            </div>
          </fieldset>
          <ClearAndRefresh
            canClear={isNarrowed}
            onClear={() => update({ kind: '', from: '', to: '' })}
            isRefreshing={settlements.isFetching}
            onRefresh={() => void settlements.refetch()}
            refreshTestId="settlements-refresh"
          />
          {problem ? (
            <p className="field-error agents-filter-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <MerchantsState merchants={merchants} />
        {settlements.isPending && merchantId !== undefined && problem === null ? <LoadingBlock /> : null}
        {settlements.isError ? (
          <ErrorBlock error={settlements.error} onRetry={() => void settlements.refetch()} />
        ) : null}
        {page && page.list.length === 0 ? (
          <EmptyState title="No settlements" icon="agents" testId="settlements-empty">
            No period was settled in these days{filters.kind ? ' for this kind' : ''}.
          </EmptyState>
        ) : null}
        {page && page.list.length > 0 ? (
          <div className={settlements.isPlaceholderData ? 'is-refreshing' : undefined}>
            <SettlementsTable
              settlements={page.list}
              currencySymbol={currencySymbol}
              platformContracts={platformContracts}
              onApprove={canManage ? setApproving : undefined}
            />
          </div>
        ) : null}
        {page && page.total > 0 ? (
          <div className="card-footer agents-footer">
            <span className="muted" data-testid="settlements-total">
              Total of all pages: <strong className="mono">{formatAmount(page.totalAmount, currencySymbol)}</strong>
            </span>
            <Pagination
              pageNo={page.pageNo}
              totalPages={pageCount(page.total, page.pageSize)}
              total={page.total}
              pageSize={page.pageSize}
              onPageChange={(pageNo) => update({ pageNo })}
              onPageSizeChange={(pageSize) => update({ pageSize })}
            />
          </div>
        ) : null}
      </section>
      {approving ? (
        <ApproveDividendDialog
          settlement={approving}
          currencySymbol={currencySymbol}
          onClose={() => setApproving(null)}
        />
      ) : null}
    </AgentsPage>
  );
}
