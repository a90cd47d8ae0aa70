import type { WithdrawalOrder } from '@fortuna/contracts/payments';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { showMoney } from '../hooks/money';
import { P2pWithdrawalPartsLazy } from '../p2p/P2pWithdrawalPartsLazy';
import { CopyValue } from './CopyValue';
import { StatusChip } from './StatusChip';
import '../../../i18n/account-texts';

/** The withdrawal just asked for: held amount, payout, order number and its pending status. */
export function WithdrawResult({
  order,
  currencySymbol,
  onClose,
}: {
  order: WithdrawalOrder;
  currencySymbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="pay-card pay-result" data-testid="withdraw-result" aria-live="polite">
      <header className="pay-order__head">
        <div className="pay-result__title">
          <span className="pay-result__icon">
            <Icon name="check" size={18} />
          </span>
          <h3 className="pay-card__title">{t('withdrawal.result.title')}</h3>
        </div>
        <StatusChip kind="withdrawal" status={order.status} />
      </header>
      <p className="pay-result__text" data-testid="withdraw-result-held">
        {t('withdrawal.result.text', { amount: showMoney(order.amount, currencySymbol) })}
      </p>
      <dl className="pay-order__facts">
        <CopyValue label={t('payments.orders.orderNo')} value={order.orderNo} testId="withdraw-result-order-no" />
        <div className="pay-copy">
          <dt className="pay-copy__label">{t('withdrawal.result.payout')}</dt>
          <dd className="pay-copy__value">
            {showMoney(order.payoutAmount, currencySymbol)}
            <span className="pay-muted">
              {' · '}
              {order.payee.bankName} {order.payee.accountNumberMasked}
            </span>
          </dd>
        </div>
      </dl>
      {order.channelType === 'p2p' && (
        <P2pWithdrawalPartsLazy withdrawalId={order.id} currencySymbol={currencySymbol} />
      )}
      <div className="pay-order__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose} data-testid="withdraw-result-close">
          {t('withdrawal.result.close')}
        </button>
      </div>
    </section>
  );
}
