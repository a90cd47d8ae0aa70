import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import type { OrderFilters } from '../hooks/useOrderFilters';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { OrderFilterBar } from './OrderFilterBar';
import '../../../i18n/account-texts';

interface ListPage {
  list: unknown[];
  pageNo: number;
  totalPages: number;
  total: number;
}

interface OrderListFrameProps {
  title: string;
  filters: OrderFilters;
  statuses: readonly { value: string; label: string }[];
  query: {
    data: ListPage | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  empty: { title: string; text: string };
  testIdPrefix: string;
  children: ReactNode;
}

/** A titled list of orders with the status and date filters, loading, empty and error states, and pages. */
export function OrderListFrame({
  title,
  filters,
  statuses,
  query,
  empty,
  testIdPrefix,
  children,
}: OrderListFrameProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();

  const renderBody = () => {
    if (filters.filter === null) return null;
    if (query.isPending) return <LoadingState />;
    if (query.isError) {
      return (
        <ErrorState
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    }
    const page = query.data;
    if (!page || page.list.length === 0) {
      return <EmptyState icon="receipt" title={empty.title} text={empty.text} testId={`${testIdPrefix}-empty`} />;
    }
    return (
      <>
        <ul
          className={`pay-rows${query.isPlaceholderData ? ' pay-rows--updating' : ''}`}
          data-testid={`${testIdPrefix}-list`}
        >
          {children}
        </ul>
        <div className="pay-list__footer">
          <span className="pay-list__total">{t('payments.orders.total', { count: page.total })}</span>
          <Pagination
            pageNo={page.pageNo}
            totalPages={page.totalPages}
            onPageChange={filters.setPageNo}
            isDisabled={query.isFetching}
            testId={`${testIdPrefix}-pagination`}
          />
        </div>
      </>
    );
  };

  return (
    <section className="pay-list" aria-label={title} data-testid={testIdPrefix}>
      <h3 className="pay-section-title">{title}</h3>
      <OrderFilterBar filters={filters} statuses={statuses} testIdPrefix={testIdPrefix} />
      {renderBody()}
    </section>
  );
}
