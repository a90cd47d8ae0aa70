import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { confirmGatewaySim, gatewaySimPageQuery } from '../api/gateway-simulator';
import { showMoney } from '../hooks/money';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { StatusChip } from './StatusChip';
import '../../../i18n/account-texts';

interface GatewaySimulatorModalProps {
  orderNo: string;
  currencySymbol: string;
  onClose: () => void;
  /** The gateway has sent its callback: the order should be read again. */
  onAnswered: () => void;
}

/**
 * The test gateway's hosted page, drawn by the site in the same window (its address answers data, not
 * a page): the payer pays or declines, and the gateway calls the platform back as a real one would.
 */
export function GatewaySimulatorModal({ orderNo, currencySymbol, onClose, onAnswered }: GatewaySimulatorModalProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const page = useQuery(gatewaySimPageQuery(orderNo));
  const answer = useMutation({
    mutationFn: (outcome: 'paid' | 'failed') => confirmGatewaySim(orderNo, outcome),
    onSettled: () => {
      void page.refetch();
      onAnswered();
    },
  });

  const renderBody = () => {
    if (page.isPending) return <LoadingState />;
    if (page.isError) {
      return (
        <ErrorState
          message={errorMessage(page.error)}
          onRetry={() => void page.refetch()}
          isRetrying={page.isFetching}
        />
      );
    }
    const data = page.data;
    const isOpen = data.status === 'pending';
    return (
      <div className="pay-sim">
        <p className="pay-sim__note">
          <Icon name="info" size={16} />
          {t('deposit.simulator.note')}
        </p>
        <dl className="pay-sim__facts">
          <div>
            <dt>{t('deposit.simulator.merchant')}</dt>
            <dd>{data.channelName}</dd>
          </div>
          <div>
            <dt>{t('deposit.order.orderNo')}</dt>
            <dd className="pay-mono">{data.orderNo}</dd>
          </div>
          <div>
            <dt>{t('payments.orders.status')}</dt>
            <dd>
              <StatusChip kind="deposit" status={data.status} />
            </dd>
          </div>
        </dl>
        <p className="pay-sim__amount">{showMoney(data.amount, currencySymbol)}</p>
        {answer.isError && (
          <p className="form-alert" role="alert">
            <Icon name="error" size={16} />
            {errorMessage(answer.error)}
          </p>
        )}
        {isOpen ? (
          <div className="pay-sim__actions">
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={answer.isPending}
              onClick={() => answer.mutate('paid')}
              data-testid="gateway-sim-pay"
            >
              {answer.isPending && <Icon name="refresh" size={16} className="spin" />}
              {t('deposit.simulator.pay', { amount: showMoney(data.amount, currencySymbol) })}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--block"
              disabled={answer.isPending}
              onClick={() => answer.mutate('failed')}
              data-testid="gateway-sim-fail"
            >
              {t('deposit.simulator.fail')}
            </button>
          </div>
        ) : (
          <>
            <p className="pay-sim__done">{t('deposit.simulator.done')}</p>
            <button type="button" className="btn btn--secondary btn--block" onClick={onClose}>
              {t('common.close')}
            </button>
          </>
        )}
      </div>
    );
  };

  return (
    <Modal isOpen onClose={onClose} title={t('deposit.simulator.title')} size="small" testId="gateway-sim">
      {renderBody()}
    </Modal>
  );
}
