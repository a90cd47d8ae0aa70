import { DEPOSIT_STATUSES } from '@fortuna/contracts/payments';
import type { AdminDepositOrder } from '@fortuna/contracts/payments-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { depositsQuery } from '../api/orders.api';
import { useOrderFilters } from '../hooks/useOrderFilters';
import { DepositDetailDialog } from './DepositDetailDialog';
import { DepositsTable } from './DepositsTable';
import { FinancePage } from './FinancePage';
import { DEPOSIT_STATUS_META } from './finance-meta';
import { OrderQueueCard } from './OrderQueueCard';
import { dateRangeProblem, toOrderQuery } from './order-filters';

const STATUS_OPTIONS = DEPOSIT_STATUSES.map((status) => ({ value: status, label: DEPOSIT_STATUS_META[status].label }));

/** The deposit queue: pending bank transfers first, each opened to check its proofs and approve or reject. */
export function DepositsPage() {
  const merchants = useQuery(merchantsQuery);
  const { filters, update } = useOrderFilters(DEPOSIT_STATUSES);
  const merchantId = pickMerchantId(filters.merchantId, merchants.data);
  const currencySymbol = merchants.data?.find((merchant) => merchant.id === merchantId)?.currencySymbol ?? '';
  const deposits = useQuery({
    ...depositsQuery(toOrderQuery(filters, merchantId ?? 0)),
    enabled: merchantId !== undefined && dateRangeProblem(filters) === null,
  });
  const [opened, setOpened] = useState<AdminDepositOrder | null>(null);

  return (
    <FinancePage
      testId="deposits-page"
      title="Deposits"
      description="Bank-transfer deposits wait here for a decision: check the proof against your bank statement, then approve to credit the member or reject with a reason."
    >
      <OrderQueueCard
        testIdPrefix="deposits"
        noun="deposit"
        merchants={{ data: merchants.data, error: merchants.error, refetch: () => void merchants.refetch() }}
        merchantId={merchantId}
        filters={filters}
        statuses={STATUS_OPTIONS}
        orders={{
          data: deposits.data,
          error: deposits.error,
          isPending: deposits.isPending,
          isFetching: deposits.isFetching,
          isPlaceholderData: deposits.isPlaceholderData,
          refetch: () => void deposits.refetch(),
        }}
        onChange={update}
      >
        {deposits.data ? (
          <DepositsTable orders={deposits.data.list} currencySymbol={currencySymbol} onOpen={setOpened} />
        ) : null}
      </OrderQueueCard>
      {opened ? (
        <DepositDetailDialog order={opened} currencySymbol={currencySymbol} onClose={() => setOpened(null)} />
      ) : null}
    </FinancePage>
  );
}
