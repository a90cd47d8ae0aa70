import { useTranslation } from 'react-i18next';
import { useCopyFeedback } from '../../../hooks/useCopyFeedback';
import { Icon } from '../../../ui/Icon';
import { shortRoundId } from '../hooks/money-format';
import '../../../i18n/account-texts';

/** A round id cut short, copied whole on a click; the icon turns into a tick once it is copied. */
export function RoundId({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const { state, copy } = useCopyFeedback(roundId);
  const status = state === 'copied' ? t('betRecord.roundCopied') : state === 'failed' ? t('betRecord.copyFailed') : '';

  return (
    <button
      type="button"
      className={`round-id${state === 'copied' ? ' round-id--copied' : ''}`}
      onClick={copy}
      title={roundId}
      aria-label={t('betRecord.copyRound', { id: roundId })}
      data-testid="bet-record-round"
      data-round-id={roundId}
    >
      <code className="round-id__text">{shortRoundId(roundId)}</code>
      <Icon name={state === 'copied' ? 'check' : 'copy'} size={14} />
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </button>
  );
}
