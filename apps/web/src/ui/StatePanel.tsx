import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './Icon';
import './state-panel.css';

interface EmptyStateProps {
  title: string;
  text?: string;
  icon?: IconName;
  testId?: string;
}

/** Nothing to show: an icon, a short title and an optional line of explanation. */
export function EmptyState({ title, text, icon = 'inbox', testId }: EmptyStateProps) {
  return (
    <div className="state-panel" data-testid={testId}>
      <span className="state-panel__icon">
        <Icon name={icon} size={26} />
      </span>
      <p className="state-panel__title">{title}</p>
      {text && <p className="state-panel__text">{text}</p>}
    </div>
  );
}

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}

/** A failed load with its reason and a retry button. */
export function ErrorState({ message, onRetry, isRetrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className="state-panel state-panel--error" role="alert">
      <span className="state-panel__icon">
        <Icon name="error" size={26} />
      </span>
      <p className="state-panel__title">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn--secondary btn--small" onClick={onRetry} disabled={isRetrying}>
          <Icon name="refresh" size={14} className={isRetrying ? 'spin' : undefined} />
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** A quiet spinner while a section loads. */
export function LoadingState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="state-panel" role="status">
      <span className="state-panel__spinner" aria-hidden="true" />
      <p className="state-panel__text">{children ?? t('common.loading')}</p>
    </div>
  );
}
