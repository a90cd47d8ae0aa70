import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';
import { Icon, type IconName } from './Icon';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className="spinner" role="status" aria-label={label} />;
}

export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="state-block">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

interface ErrorBlockProps {
  error: unknown;
  onRetry?: () => void;
}

export function ErrorBlock({ error, onRetry }: ErrorBlockProps) {
  return (
    <div className="state-block state-error" role="alert">
      <Icon name="alert" />
      <span>{errorMessage(error)}</span>
      {onRetry ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  icon?: IconName;
  testId?: string;
}

export function EmptyState({ title, children, icon, testId }: EmptyStateProps) {
  return (
    <div className="empty-state" data-testid={testId}>
      {icon ? (
        <span className="empty-icon" aria-hidden="true">
          <Icon name={icon} size={22} />
        </span>
      ) : null}
      <p className="empty-title">{title}</p>
      {children ? <div className="empty-body">{children}</div> : null}
    </div>
  );
}

const ALERT_ICONS = { danger: 'alert', info: 'info', success: 'check' } as const;

/** An inline alert line for form-level errors and notices. */
export function Alert({ tone = 'danger', children }: { tone?: 'danger' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon name={ALERT_ICONS[tone]} size={16} />
      <span>{children}</span>
    </div>
  );
}
