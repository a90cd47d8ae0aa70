import { useQuery } from '@tanstack/react-query';
import { SectionNav } from '../../../ui/SectionNav';
import { depositsQuery, type OrderQuery, withdrawalsQuery } from '../api/orders.api';
import { useFinanceMerchant } from '../hooks/useFinanceMerchant';

export const FINANCE_SECTIONS = [
  { to: '/finance/deposits', label: 'Deposits', testId: 'finance-tab-deposits' },
  { to: '/finance/withdrawals', label: 'Withdrawals', testId: 'finance-tab-withdrawals' },
  { to: '/finance/disputes', label: 'Disputes', testId: 'finance-tab-disputes' },
  { to: '/finance/daily-totals', label: 'Daily totals', testId: 'finance-tab-daily-totals' },
  { to: '/finance/channels', label: 'Channels', testId: 'finance-tab-channels' },
  { to: '/finance/bonus', label: 'Grant bonus', testId: 'finance-tab-bonus' },
  { to: '/finance/settings', label: 'Settings', testId: 'finance-tab-settings' },
] as const;

function pendingQuery(merchantId: number): OrderQuery {
  return { merchantId, status: 'pending', member: undefined, from: undefined, to: undefined, pageNo: 1, pageSize: 1 };
}

/** How many deposits and withdrawals wait for a decision, for the section tabs; read again every 30 s. */
function usePendingCounts(): Partial<Record<string, number>> {
  const { merchantId } = useFinanceMerchant();
  const isEnabled = merchantId !== undefined;
  const deposits = useQuery({ ...depositsQuery(pendingQuery(merchantId ?? 0)), enabled: isEnabled });
  const withdrawals = useQuery({ ...withdrawalsQuery(pendingQuery(merchantId ?? 0)), enabled: isEnabled });
  return { '/finance/deposits': deposits.data?.total, '/finance/withdrawals': withdrawals.data?.total };
}

/** The finance area's sections; the chosen merchant goes along from one to the next. */
export function FinanceNav() {
  const pending = usePendingCounts();
  return (
    <SectionNav
      sections={FINANCE_SECTIONS}
      className="finance-tabs"
      label="Finance sections"
      counts={pending}
      countTitle="Waiting for a decision"
    />
  );
}
