import type { DepositOrder } from '@fortuna/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { isSimulatorPage, safePayUrl } from '../api/gateway-simulator';
import { GatewaySimulatorModal } from './GatewaySimulatorModal';
import '../../../i18n/account-texts';

interface GatewayPaymentProps {
  order: DepositOrder;
  currencySymbol: string;
  /** Shows the test gateway's page at once (the site draws it, so no pop-up blocker stands in the way). */
  opensAtOnce: boolean;
  isRefreshing: boolean;
  onRefresh: () => void;
}

/**
 * A pending gateway deposit: the way to the gateway's page (a new tab for a real gateway, the site's own
 * window for the test gateway) and the wait for its callback, which the order's polling picks up.
 */
export function GatewayPayment({ order, currencySymbol, opensAtOnce, isRefreshing, onRefresh }: GatewayPaymentProps) {
  const { t } = useTranslation();
  const payUrl = order.payUrl;
  const isSimulator = payUrl !== null && isSimulatorPage(payUrl, order.orderNo);
  const [isSimulatorOpen, setIsSimulatorOpen] = useState(opensAtOnce && isSimulator);
  const externalUrl = payUrl !== null && !isSimulator ? safePayUrl(payUrl, window.location.origin) : null;

  return (
    <div className="pay-gateway" data-testid="deposit-gateway">
      {isSimulator && (
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setIsSimulatorOpen(true)}
          data-testid="deposit-pay-now"
        >
          <Icon name="external" size={16} />
          {t('deposit.gateway.payNow')}
        </button>
      )}
      {externalUrl && (
        <a
          className="btn btn--primary"
          href={externalUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="deposit-pay-now"
        >
          <Icon name="external" size={16} />
          {t('deposit.gateway.payNow')}
        </a>
      )}
      {payUrl !== null && !isSimulator && !externalUrl && (
        <p className="form-alert" role="alert">
          <Icon name="error" size={16} />
          {t('deposit.gateway.unsafeUrl')}
        </p>
      )}
      <div className="pay-gateway__wait" role="status">
        <span className="pay-gateway__pulse" aria-hidden="true" />
        <div>
          <p className="pay-gateway__title">{t('deposit.gateway.waiting')}</p>
          <p className="pay-gateway__hint">{t('deposit.gateway.autoRefresh')}</p>
        </div>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={onRefresh}
          disabled={isRefreshing}
          data-testid="deposit-refresh"
        >
          <Icon name="refresh" size={14} className={isRefreshing ? 'spin' : undefined} />
          {t('payments.refresh')}
        </button>
      </div>
      {isSimulatorOpen && (
        <GatewaySimulatorModal
          orderNo={order.orderNo}
          currencySymbol={currencySymbol}
          onClose={() => setIsSimulatorOpen(false)}
          onAnswered={onRefresh}
        />
      )}
    </div>
  );
}
