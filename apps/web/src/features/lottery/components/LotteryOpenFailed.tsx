import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';

/** A lottery window that could not be opened: why, and a retry. */
export function LotteryOpenFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  return (
    <div className="lottery-page lottery-page--message" data-testid="lottery-open-failed">
      <p>{t('lottery.openFailed')}</p>
      <p className="lottery-empty">{errorText(error)}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t('lottery.retry')}
      </button>
    </div>
  );
}
