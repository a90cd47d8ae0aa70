import type { ContractKind, Settlement } from '@fortuna/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { DateRangePicker } from '../../../../ui/DateRangePicker';
import { Pagination } from '../../../../ui/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/StatePanel';
import { formatMoneyValue } from '../../../bet-record/hooks/money-format';
import { settlementsQuery } from '../api/agent-contracts';
import { type DayRangeState, pageCount, useDayRange } from '../hooks/day-range';
import { useDividendActions } from '../hooks/useDividendActions';
import { SettlementTable } from './SettlementTable';

const PAGE_SIZE = 20;

type Scope = 'mine' | 'downlines';

interface SettlementRecordsProps {
  /** One kind, or every kind (my income). */
  kind?: ContractKind;
  currencySymbol: string;
  /** The title above the list; none when the page title says it. */
  title?: string;
  /** Days chosen by the page around the list; the list shows its own picker without them. */
  days?: DayRangeState;
  testId?: string;
}

/**
 * The settlement records of a kind over chosen days, with pages. Dividends add the carried loss, a
 * Request button on computed records, and a second tab with the downline agents' records to approve.
 */
export function SettlementRecords({
  kind,
  currencySymbol,
  title,
  days: pageDays,
  testId = 'settlement-records',
}: SettlementRecordsProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const ownDays = useDayRange();
  const days = pageDays ?? ownDays;
  const [scope, setScope] = useState<Scope>('mine');
  const [pageNo, setPageNo] = useState(1);
  const isDividend = kind === 'dividend';
  const filter = days.query ? { ...days.query, kind, scope, pageNo, pageSize: PAGE_SIZE } : null;
  // Real-time salary is settled every 5 minutes: new records show up without a reload.
  const records = useQuery({ ...settlementsQuery(filter), refetchInterval: kind === 'realtime' ? 20_000 : false });
  const dividends = useDividendActions();

  const actionFor = (settlement: Settlement) => {
    if (!isDividend) return null;
    if (scope === 'mine') return settlement.status === 'computed' ? 'request' : null;
    return settlement.status === 'requested' ? 'approve' : null;
  };

  const renderBody = () => {
    if (filter === null) return null;
    if (records.isPending) return <LoadingState />;
    if (records.isError) {
      return (
        <ErrorState
          message={errorMessage(records.error)}
          onRetry={() => void records.refetch()}
          isRetrying={records.isFetching}
        />
      );
    }
    const page = records.data;
    if (page.list.length === 0) {
      return <EmptyState icon="receipt" title={t('agentContracts.records.empty')} testId="settlement-empty" />;
    }
    return (
      <>
        <SettlementTable
          settlements={page.list}
          currencySymbol={currencySymbol}
          showKind={kind === undefined}
          showAgent={scope === 'downlines'}
          showCarry={isDividend}
          actionFor={isDividend ? actionFor : undefined}
          busyId={dividends.busyId}
          onAction={dividends.run}
        />
        <div className="agent-footer">
          <span className="agent-footer__total" data-testid="settlement-total">
            {t('agentContracts.records.total', {
              count: page.total,
              amount: formatMoneyValue(page.totalAmount, currencySymbol),
            })}
          </span>
          <Pagination
            pageNo={page.pageNo}
            totalPages={pageCount(page.total, page.pageSize)}
            onPageChange={setPageNo}
            isDisabled={records.isFetching}
            testId="settlement-pagination"
          />
        </div>
      </>
    );
  };

  return (
    <section
      className={`contract-section${records.isPlaceholderData ? ' agent-updating' : ''}`}
      aria-busy={records.isFetching}
      data-testid={testId}
    >
      {title && <h3 className="contract-section__title">{title}</h3>}
      {isDividend && (
        <div className="agent-tabs" role="tablist" aria-label={t('agentContracts.records.scopeLabel')}>
          {(['mine', 'downlines'] as const).map((candidate) => (
            <button
              key={candidate}
              type="button"
              role="tab"
              aria-selected={scope === candidate}
              className={`chip${scope === candidate ? ' chip--active' : ''}`}
              onClick={() => {
                setScope(candidate);
                setPageNo(1);
              }}
              data-testid={`dividend-tab-${candidate}`}
            >
              {t(`agentContracts.records.scopes.${candidate}`)}
            </button>
          ))}
        </div>
      )}
      {!pageDays && (
        <DateRangePicker
          range={days.range}
          onChange={(range) => {
            days.setRange(range);
            setPageNo(1);
          }}
          timeZone={days.timeZone}
          testIdPrefix={`${testId}-days`}
        />
      )}
      {renderBody()}
    </section>
  );
}
