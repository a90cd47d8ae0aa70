import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './Icon';
import './coming-soon-panel.css';

interface ComingSoonPanelProps {
  title: string;
  description: string;
  icon?: IconName;
  /** Extra lines under the description, such as the requested vendor. */
  details?: ReactNode;
  actions?: ReactNode;
  /** A tighter layout for use inside modals. */
  isCompact?: boolean;
  testId?: string;
}

/** The honest placeholder for a screen that arrives in a later release. */
export function ComingSoonPanel({
  title,
  description,
  icon = 'sparkles',
  details,
  actions,
  isCompact = false,
  testId,
}: ComingSoonPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={`coming-soon${isCompact ? ' coming-soon--compact' : ''}`} data-testid={testId}>
      <div className="coming-soon__art" aria-hidden="true">
        <span className="coming-soon__ring" />
        <Icon name={icon} size={isCompact ? 30 : 38} />
      </div>
      <span className="coming-soon__badge">{t('common.comingSoon')}</span>
      <h2 className="coming-soon__title">{title}</h2>
      <p className="coming-soon__text">{description}</p>
      {details && <div className="coming-soon__details">{details}</div>}
      {actions && <div className="coming-soon__actions">{actions}</div>}
    </section>
  );
}
