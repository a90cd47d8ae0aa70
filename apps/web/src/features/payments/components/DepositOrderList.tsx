import { DEPOSIT_STATUSES, type DepositOrder } from '@fortuna/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time';
import { depositsQuery } from '../api/deposits';
import { showMoney } from '../hooks/money';
import { useOrderFilters } from '../hooks/useOrderFilters';
import { OrderListFrame } from './OrderListFrame';
import { OrderFact, OrderRow } from './OrderRow';
import { ProofImage } from './ProofImage';
import { StatusChip } from './StatusChip';
import '../../../i18n/account-texts';

interface DepositOrderListProps {
  currencySymbol: string;
  /** Opens a pending order above the list to pay it or add receipts. */
  onOpen: (order: DepositOrder) => void;
}

/** The member's recent deposits with their status; each opens to its figures, receipts and reason. */
export function DepositOrderList({ currencySymbol, onOpen }: DepositOrderListProps) {
  const { t } = useTranslation();
  const filters = useOrderFilters();
  const deposits = useQuery(depositsQuery(filters.filter));
  const statuses = DEPOSIT_STATUSES.map((status) => ({
    value: status,
    label: t(`payments.depositStatuses.${status}`),
  }));

  return (
    <OrderListFrame
      title={t('deposit.history.title')}
      filters={filters}
      statuses={statuses}
      query={deposits}
      empty={{ title: t('deposit.history.empty'), text: t('deposit.history.emptyHint') }}
      testIdPrefix="deposit-history"
    >
      {deposits.data?.list.map((order) => (
        <OrderRow
          key={order.id}
          title={order.channelName || t(`payments.channelTypes.${order.channelType}`)}
          createdAt={order.createdAt}
          amount={showMoney(order.amount, currencySymbol)}
          status={<StatusChip kind="deposit" status={order.status} />}
          testId="deposit-row"
          orderNo={order.orderNo}
        >
          <dl className="pay-facts">
            <OrderFact label={t('payments.orders.orderNo')}>
              <span className="pay-mono">{order.orderNo}</span>
            </OrderFact>
            <OrderFact label={t('payments.orders.fee')}>{showMoney(order.fee, currencySymbol)}</OrderFact>
            <OrderFact label={t('deposit.history.credit')}>{showMoney(order.creditAmount, currencySymbol)}</OrderFact>
            {order.payerName && <OrderFact label={t('deposit.history.payerName')}>{order.payerName}</OrderFact>}
            {order.decidedAt && (
              <OrderFact label={t('payments.orders.decidedAt')}>{formatDateTime(order.decidedAt)}</OrderFact>
            )}
            {order.reason && (
              <OrderFact label={t('payments.orders.reason')}>
                <span className="pay-reason" data-testid="deposit-row-reason">
                  {order.reason}
                </span>
              </OrderFact>
            )}
          </dl>
          {order.channelType === 'bank_transfer' && (
            <div className="pay-row__proofs">
              {order.proofs.length === 0 ? (
                <span className="pay-muted">{t('deposit.proofs.none')}</span>
              ) : (
                order.proofs.map((proof, index) => (
                  <ProofImage key={proof.id} url={proof.url} alt={t('deposit.proofs.image', { index: index + 1 })} />
                ))
              )}
            </div>
          )}
          {order.status === 'pending' && (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => onOpen(order)}
              data-testid="deposit-row-open"
            >
              {t('deposit.history.open')}
            </button>
          )}
        </OrderRow>
      ))}
    </OrderListFrame>
  );
}
