import { useTranslation } from 'react-i18next';
import { useCopyFeedback } from '../../../hooks/useCopyFeedback';
import { Icon } from '../../../ui/Icon';

/** The invitation code or link, shown whole (it wraps on a phone) with a copy button that says whether it worked. */
export function ShareValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const { state, copy } = useCopyFeedback(value);
  const feedback = { idle: '', copied: t('referral.copied'), failed: t('referral.copyFailed') }[state];
  return (
    <div className="referral-share">
      <span className="referral-share__label">{label}</span>
      <div className="referral-share__row">
        <code className="referral-share__value" data-testid={testId}>
          {value}
        </code>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={copy}
          aria-label={t('referral.copy', { label })}
          data-testid={`${testId}-copy`}
        >
          <Icon name={state === 'copied' ? 'check' : 'copy'} size={14} />
        </button>
      </div>
      <span className={`referral-share__feedback referral-share__feedback--${state}`} role="status">
        {feedback}
      </span>
    </div>
  );
}
