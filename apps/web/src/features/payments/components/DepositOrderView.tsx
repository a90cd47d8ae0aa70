import type { DepositOrder, PaymentChannel } from '@fortuna/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../ui/dialog-store';
import { Icon } from '../../../ui/Icon';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { balanceQueryKey } from '../../wallet/api/balance';
import { cancelDeposit, depositQuery, depositsQueryRoot } from '../api/deposits';
import { showMoney } from '../hooks/money';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { BankDetails } from './BankDetails';
import { CopyValue } from './CopyValue';
import { GatewayPayment } from './GatewayPayment';
import { ProofUploader } from './ProofUploader';
import { StatusChip } from './StatusChip';
import '../../../i18n/account-texts';

interface DepositOrderViewProps {
  orderId: number;
  /** Opened right after it was created (not from the list): the test gateway's page opens at once. */
  isJustCreated: boolean;
  channel: PaymentChannel | undefined;
  currencySymbol: string;
  onNewDeposit: () => void;
}

/** The deposit being paid: what to do next for its channel, its status, and the way to a new one. */
export function DepositOrderView({
  orderId,
  isJustCreated,
  channel,
  currencySymbol,
  onNewDeposit,
}: DepositOrderViewProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const queryClient = useQueryClient();
  const order = useQuery(depositQuery(orderId));
  const status = order.data?.status;
  const lastStatus = useRef(status);

  // Once the order leaves "pending" (a gateway callback, a staff decision) the balance and the list change.
  useEffect(() => {
    if (lastStatus.current === 'pending' && status && status !== 'pending') {
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
      void queryClient.invalidateQueries({ queryKey: [...depositsQueryRoot, 'list'] });
    }
    lastStatus.current = status;
  }, [status, queryClient]);

  const keepOrder = (next: DepositOrder) => {
    queryClient.setQueryData(depositQuery(orderId).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: [...depositsQueryRoot, 'list'] });
  };

  const cancel = useMutation({
    mutationFn: () => cancelDeposit(orderId),
    onSuccess: (next) => {
      keepOrder(next);
      showDialog({ icon: 'success', message: t('deposit.order.cancelled') });
    },
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
  });

  const askCancel = (orderNo: string) =>
    showDialog({
      icon: 'warning',
      title: t('deposit.order.cancelTitle'),
      message: t('deposit.order.cancelText', { orderNo }),
      buttons: [
        { label: t('payments.cancelKeep'), variant: 'secondary' },
        { label: t('deposit.order.cancel'), variant: 'primary', onClick: () => cancel.mutate() },
      ],
    });

  if (order.isPending) return <LoadingState />;
  if (order.isError) {
    return (
      <ErrorState
        message={errorMessage(order.error)}
        onRetry={() => void order.refetch()}
        isRetrying={order.isFetching}
      />
    );
  }
  const data = order.data;
  const isPending = data.status === 'pending';

  return (
    <section className="pay-card pay-order" data-testid="deposit-order" data-status={data.status}>
      <header className="pay-order__head">
        <div>
          <h3 className="pay-card__title">{t('deposit.order.title')}</h3>
          <p className="pay-order__channel">{data.channelName}</p>
        </div>
        <StatusChip kind="deposit" status={data.status} />
      </header>
      <dl className="pay-order__facts">
        <CopyValue label={t('deposit.order.orderNo')} value={data.orderNo} testId="deposit-order-no" />
      </dl>

      {data.status === 'credited' && (
        <p className="pay-outcome pay-outcome--good" data-testid="deposit-credited">
          <Icon name="check" size={18} />
          <span>
            <strong>{t('deposit.order.creditedTitle')}</strong>{' '}
            {t('deposit.order.creditedText', { amount: showMoney(data.creditAmount, currencySymbol) })}
          </span>
        </p>
      )}
      {(data.status === 'rejected' || data.status === 'failed' || data.status === 'cancelled') && (
        <p className="pay-outcome pay-outcome--bad" data-testid="deposit-closed">
          <Icon name="error" size={18} />
          <span>
            {data.status === 'failed' ? t('deposit.gateway.failed') : t('deposit.order.closedText')}
            {data.reason && (
              <>
                {' '}
                <strong>{t('payments.orders.reason')}:</strong> {data.reason}
              </>
            )}
          </span>
        </p>
      )}

      {isPending && data.channelType === 'bank_transfer' && (
        <BankDetails order={data} bank={channel?.bank ?? null} currencySymbol={currencySymbol} />
      )}
      {data.channelType === 'bank_transfer' && (isPending || data.proofs.length > 0) && (
        <ProofUploader order={data} onUploaded={keepOrder} />
      )}
      {isPending && data.channelType === 'gateway' && (
        <GatewayPayment
          order={data}
          currencySymbol={currencySymbol}
          opensAtOnce={isJustCreated}
          isRefreshing={order.isFetching}
          onRefresh={() => void order.refetch()}
        />
      )}

      <div className="pay-order__actions">
        {isPending && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => askCancel(data.orderNo)}
            disabled={cancel.isPending}
            data-testid="deposit-cancel"
          >
            {t('deposit.order.cancel')}
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={onNewDeposit} data-testid="deposit-new">
          <Icon name="plus" size={16} />
          {t('deposit.order.newDeposit')}
        </button>
      </div>
    </section>
  );
}
