import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../features/customer-service/components/CustomerServiceButton';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { StatusScreen } from '../ui/StatusScreen';

/** System status 1: the whole site is replaced by the maintenance notice. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { info, location } = useSiteInfo();
  const title = location.maintenance?.title || t('maintenance.defaultTitle');
  const message = location.maintenance?.message || t('maintenance.defaultMessage');

  return (
    <StatusScreen
      testId="maintenance-page"
      titleTestId="maintenance-title"
      brandName={info.merchantName}
      icon="tools"
      title={title}
      actions={<CustomerServiceButton entries={info.customerService} reason="maintenance" />}
    >
      <p className="status-screen__text" data-testid="maintenance-message">
        {message}
      </p>
      <p className="status-screen__hint">{t('maintenance.hint')}</p>
    </StatusScreen>
  );
}
