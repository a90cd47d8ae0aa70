import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { transactionsQuery } from '../api/transactions';
import { useHistoryFilters } from '../hooks/useHistoryFilters';
import { HistoryFilters } from './HistoryFilters';
import { HistoryTable } from './HistoryTable';
import './history.css';
import '../../../i18n/account-texts';

/** The member centre's transaction history: filters, the table and pagination. */
export function TransactionHistoryPanel({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const filters = useHistoryFilters();
  const transactions = useQuery(transactionsQuery(filters.filter));
  const panelRef = useRef<HTMLDivElement>(null);

  const changePage = (pageNo: number) => {
    filters.setPageNo(pageNo);
    panelRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const page = transactions.data;
  const renderBody = () => {
    if (filters.filter === null) return null;
    if (transactions.isPending) return <LoadingState />;
    if (transactions.isError) {
      return (
        <ErrorState
          message={errorMessage(transactions.error)}
          onRetry={() => void transactions.refetch()}
          isRetrying={transactions.isFetching}
        />
      );
    }
    if (!page || page.list.length === 0) {
      return <EmptyState title={t('history.empty')} text={t('history.emptyHint')} testId="history-empty" />;
    }
    return (
      <>
        <HistoryTable transactions={page.list} currencySymbol={currencySymbol} />
        <div className="history-footer">
          <span className="history-footer__total">{t('history.total', { count: page.total })}</span>
          <Pagination
            pageNo={page.pageNo}
            totalPages={page.totalPages}
            onPageChange={changePage}
            isDisabled={transactions.isFetching}
            testId="history-pagination"
          />
        </div>
      </>
    );
  };

  return (
    <div
      ref={panelRef}
      className={`history-panel${transactions.isPlaceholderData ? ' history-panel--updating' : ''}`}
      data-testid="history-panel"
    >
      <HistoryFilters filters={filters} />
      {renderBody()}
    </div>
  );
}
