import type { CustomerService } from '@fortuna/contracts/settings';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { CustomerServiceEntry } from './CustomerServiceEntry';
import { CS_ICONS } from './cs-icons';
import './customer-service-links.css';

interface CustomerServiceLinksProps {
  entries: readonly CustomerService[];
}

/** Every configured customer-service channel, each opening in a new tab. */
export function CustomerServiceLinks({ entries }: CustomerServiceLinksProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ul className="cs-links" aria-label={t('customerService.title')}>
      {entries.map((entry) => (
        <li key={`${entry.csType}-${entry.path}`}>
          <CustomerServiceEntry
            entry={entry}
            className="cs-links__item"
            testId={`cs-link-${entry.csType.toLowerCase()}`}
          >
            <span className={`cs-links__icon cs-links__icon--${entry.csType.toLowerCase()}`}>
              <Icon name={CS_ICONS[entry.csType]} size={16} />
            </span>
            <span className="cs-links__text">
              <span className="cs-links__title">{entry.title}</span>
              <span className="cs-links__type">{t(`customerService.${entry.csType}`)}</span>
            </span>
            {entry.csType !== 'LIVECHAT' && <Icon name="external" size={14} className="cs-links__external" />}
          </CustomerServiceEntry>
        </li>
      ))}
    </ul>
  );
}
