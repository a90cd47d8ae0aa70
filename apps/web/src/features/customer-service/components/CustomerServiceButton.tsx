import type { CustomerService } from '@fortuna/contracts/settings';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';

interface CustomerServiceButtonProps {
  entries: readonly CustomerService[];
}

/** Opens the first customer-service channel in a new tab; hidden when none is configured. */
export function CustomerServiceButton({ entries }: CustomerServiceButtonProps) {
  const { t } = useTranslation();
  const first = entries[0];
  if (!first) return null;
  return (
    <a
      className="btn btn--primary"
      href={first.path}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="customer-service-button"
    >
      <Icon name="headset" size={18} />
      {t('customerService.button')}
    </a>
  );
}
