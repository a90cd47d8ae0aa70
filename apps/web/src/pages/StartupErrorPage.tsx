import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { Icon } from '../ui/Icon';
import { StatusScreen } from '../ui/StatusScreen';

interface StartupErrorPageProps {
  error: Error;
  isRetrying: boolean;
  onRetry: () => void;
}

/** Permission info could not be loaded: the spec's network message and a retry button. */
export function StartupErrorPage({ error, isRetrying, onRetry }: StartupErrorPageProps) {
  const { t } = useTranslation();
  // A rule-based refusal (for example an unknown domain) carries the server's own message.
  const message =
    error instanceof ApiError && !error.isNetworkFailure && error.message ? error.message : t('startup.networkError');

  return (
    <StatusScreen
      testId="startup-error"
      icon="warning"
      tone="danger"
      title={t('startup.errorTitle')}
      actions={
        <button type="button" className="btn btn--primary" onClick={onRetry} disabled={isRetrying}>
          <Icon name="refresh" size={18} />
          {t('common.retry')}
        </button>
      }
    >
      <p className="status-screen__text" data-testid="startup-error-message">
        {message}
      </p>
    </StatusScreen>
  );
}
