import { WITHDRAWAL_STATUSES } from '@fortuna/contracts/payments';
import type { AdminWithdrawalOrder } from '@fortuna/contracts/payments-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { withdrawalsQuery } from '../api/orders.api';
import { useOrderFilters } from '../hooks/useOrderFilters';
import { FinancePage } from './FinancePage';
import { WITHDRAWAL_STATUS_META } from './finance-meta';
import { OrderQueueCard } from './OrderQueueCard';
import { dateRangeProblem, toOrderQuery } from './order-filters';
import { WithdrawalDetailDialog } from './WithdrawalDetailDialog';
import { WithdrawalsTable } from './WithdrawalsTable';

const STATUS_OPTIONS = WITHDRAWAL_STATUSES.map((status) => ({
  value: status,
  label: WITHDRAWAL_STATUS_META[status].label,
}));

/** The withdrawal queue: each pending request is paid to the payee's account by staff, then marked paid; or rejected, releasing the hold. */
export function WithdrawalsPage() {
  const merchants = useQuery(merchantsQuery);
  const { filters, update } = useOrderFilters(WITHDRAWAL_STATUSES);
  const merchantId = pickMerchantId(filters.merchantId, merchants.data);
  const currencySymbol = merchants.data?.find((merchant) => merchant.id === merchantId)?.currencySymbol ?? '';
  const withdrawals = useQuery({
    ...withdrawalsQuery(toOrderQuery(filters, merchantId ?? 0)),
    enabled: merchantId !== undefined && dateRangeProblem(filters) === null,
  });
  const [opened, setOpened] = useState<AdminWithdrawalOrder | null>(null);

  return (
    <FinancePage
      testId="withdrawals-page"
      title="Withdrawals"
      description="Members' withdrawals are held while they wait here. Transfer the payout to the payee's account, then mark it paid; or reject with a reason to release the held funds."
    >
      <OrderQueueCard
        testIdPrefix="withdrawals"
        noun="withdrawal"
        merchants={{ data: merchants.data, error: merchants.error, refetch: () => void merchants.refetch() }}
        merchantId={merchantId}
        filters={filters}
        statuses={STATUS_OPTIONS}
        orders={{
          data: withdrawals.data,
          error: withdrawals.error,
          isPending: withdrawals.isPending,
          isFetching: withdrawals.isFetching,
          isPlaceholderData: withdrawals.isPlaceholderData,
          refetch: () => void withdrawals.refetch(),
        }}
        onChange={update}
      >
        {withdrawals.data ? (
          <WithdrawalsTable orders={withdrawals.data.list} currencySymbol={currencySymbol} onOpen={setOpened} />
        ) : null}
      </OrderQueueCard>
      {opened ? (
        <WithdrawalDetailDialog order={opened} currencySymbol={currencySymbol} onClose={() => setOpened(null)} />
      ) : null}
    </FinancePage>
  );
}
