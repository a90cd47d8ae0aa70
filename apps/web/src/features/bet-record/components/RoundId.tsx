import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard';
import { Icon } from '../../../ui/Icon';
import { shortRoundId } from '../hooks/money-format';
import '../../../i18n/account-texts';

const COPIED_MS = 1600;

/** A round id cut short, copied whole on a click; the icon turns into a tick once it is copied. */
export function RoundId({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = () => void copyText(roundId).then((isDone) => setState(isDone ? 'copied' : 'failed'));
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
