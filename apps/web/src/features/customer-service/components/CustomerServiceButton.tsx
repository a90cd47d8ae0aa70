import type { CustomerService } from '@fortuna/contracts/settings';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import type { VisitorReason } from '../../service-chat/hooks/useChatStore';
import { CustomerServiceEntry } from './CustomerServiceEntry';

interface CustomerServiceButtonProps {
  entries: readonly CustomerService[];
  /** Why a visitor without a session writes (maintenance, blocked region…). */
  reason?: VisitorReason;
}

/** Opens customer service: our live chat when the merchant has it, else the first channel's link; hidden when none. */
export function CustomerServiceButton({ entries, reason }: CustomerServiceButtonProps) {
  const { t } = useTranslation();
  const first = entries.find((entry) => entry.csType === 'LIVECHAT') ?? entries[0];
  if (!first) return null;
  return (
    <CustomerServiceEntry entry={first} className="btn btn--primary" reason={reason} testId="customer-service-button">
      <Icon name="headset" size={18} />
      {t('customerService.button')}
    </CustomerServiceEntry>
  );
}
