import type { CustomerService } from '@fortuna/contracts/settings';
import type { IconName } from '../../../ui/Icon';

export const CS_ICONS: Record<CustomerService['csType'], IconName> = {
  LIVECHAT: 'chat',
  FACEBOOK: 'facebook',
  TELEGRAM: 'telegram',
};
