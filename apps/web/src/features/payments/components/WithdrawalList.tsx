import { WITHDRAWAL_STATUSES, type WithdrawalOrder } from '@fortuna/contracts/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time';
import { showDialog } from '../../../ui/dialog-store';
import { balanceQueryKey } from '../../wallet/api/balance';
import { cancelWithdrawal, withdrawalsQuery, withdrawalsQueryRoot } from '../api/withdrawals';
import { showMoney } from '../hooks/money';
import { useIdempotentSubmit } from '../hooks/useIdempotentSubmit';
import { useOrderFilters } from '../hooks/useOrderFilters';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { P2pWithdrawalPartsLazy } from '../p2p/P2pWithdrawalPartsLazy';
import { OrderListFrame } from './OrderListFrame';
import { OrderFact, OrderRow } from './OrderRow';
import { StatusChip } from './StatusChip';
import '../../../i18n/account-texts';

/** The member's withdrawals with their status; a pending one can be cancelled, a rejected one says why. */
export function WithdrawalList({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const queryClient = useQueryClient();
  const filters = useOrderFilters();
  const withdrawals = useQuery(withdrawalsQuery(filters.filter));
  const statuses = WITHDRAWAL_STATUSES.map((status) => ({
    value: status,
    label: t(`payments.withdrawalStatuses.${status}`),
  }));

  const cancel = useIdempotentSubmit({
    send: (order: WithdrawalOrder, key: string) => cancelWithdrawal(order.id, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawalsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
      showDialog({ icon: 'success', message: t('withdrawal.history.cancelled'), timeoutMs: 2500 });
    },
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
  });

  const askCancel = (order: WithdrawalOrder) =>
    showDialog({
      icon: 'warning',
      title: t('withdrawal.history.cancelTitle'),
      message: t('withdrawal.history.cancelText', { orderNo: order.orderNo }),
      buttons: [
        { label: t('payments.cancelKeep'), variant: 'secondary' },
        { label: t('withdrawal.history.cancel'), variant: 'primary', onClick: () => cancel.submit(order) },
      ],
    });

  return (
    <OrderListFrame
      title={t('withdrawal.history.title')}
      filters={filters}
      statuses={statuses}
      query={withdrawals}
      empty={{ title: t('withdrawal.history.empty'), text: t('withdrawal.history.emptyHint') }}
      testIdPrefix="withdraw-history"
    >
      {withdrawals.data?.list.map((order) => (
        <OrderRow
          key={order.id}
          title={order.channelName || t(`payments.channelTypes.${order.channelType}`)}
          createdAt={order.createdAt}
          amount={showMoney(order.amount, currencySymbol)}
          status={<StatusChip kind="withdrawal" status={order.status} />}
          testId="withdraw-row"
          orderNo={order.orderNo}
        >
          <dl className="pay-facts">
            <OrderFact label={t('payments.orders.orderNo')}>
              <span className="pay-mono">{order.orderNo}</span>
            </OrderFact>
            <OrderFact label={t('withdrawal.history.payee')}>
              {order.payee.bankName} <span className="pay-mono">{order.payee.accountNumberMasked}</span> ·{' '}
              {order.payee.payeeName}
            </OrderFact>
            <OrderFact label={t('payments.orders.fee')}>{showMoney(order.fee, currencySymbol)}</OrderFact>
            <OrderFact label={t('withdrawal.history.payout')}>
              {showMoney(order.payoutAmount, currencySymbol)}
            </OrderFact>
            {order.decidedAt && (
              <OrderFact label={t('payments.orders.decidedAt')}>{formatDateTime(order.decidedAt)}</OrderFact>
            )}
            {order.reason && (
              <OrderFact label={t('payments.orders.reason')}>
                <span className="pay-reason" data-testid="withdraw-row-reason">
                  {order.reason}
                </span>
              </OrderFact>
            )}
          </dl>
          {order.channelType === 'p2p' && (order.status === 'matching' || order.status === 'pending') && (
            <P2pWithdrawalPartsLazy withdrawalId={order.id} currencySymbol={currencySymbol} />
          )}
          {order.status === 'pending' && (
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => askCancel(order)}
              disabled={cancel.isPending}
              data-testid="withdraw-row-cancel"
            >
              {t('withdrawal.history.cancel')}
            </button>
          )}
        </OrderRow>
      ))}
    </OrderListFrame>
  );
}
