import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../features/customer-service/components/CustomerServiceButton';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { StatusScreen } from '../ui/StatusScreen';
import './pages.css';

/** System status 2: the visitor's region is blocked. */
export function BlockedPage() {
  const { t } = useTranslation();
  const { info, location } = useSiteInfo();

  return (
    <StatusScreen
      testId="blocked-page"
      brandName={info.merchantName}
      icon="lock"
      tone="danger"
      title={t('blocked.title')}
      actions={<CustomerServiceButton entries={info.customerService} reason="blocked" />}
    >
      <p className="status-screen__text" data-testid="blocked-message">
        {t('blocked.message')}
      </p>
      <div className="blocked-ip">
        <span className="blocked-ip__label">{t('blocked.ipLabel')}</span>
        <strong className="blocked-ip__value" data-testid="blocked-ip">
          {location.ip}
        </strong>
      </div>
      <p className="status-screen__hint">{t('blocked.hint')}</p>
    </StatusScreen>
  );
}
