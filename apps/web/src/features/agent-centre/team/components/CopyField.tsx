import { useTranslation } from 'react-i18next';
import { useCopyFeedback } from '../../../../hooks/useCopyFeedback';
import { Icon } from '../../../../ui/Icon';

interface CopyFieldProps {
  label: string;
  value: string;
  /** `${testId}` on the value, `${testId}-copy` on the button. */
  testId: string;
}

/** A labelled value (a code or a link) with a copy button that says whether the copy worked. */
export function CopyField({ label, value, testId }: CopyFieldProps) {
  const { t } = useTranslation();
  const { state, copy } = useCopyFeedback(value);
  const status =
    state === 'copied'
      ? t('agentCentre.team.links.copied')
      : state === 'failed'
        ? t('agentCentre.team.links.copyFailed')
        : '';

  return (
    <div className="team-copy">
      <dt className="team-copy__label">{label}</dt>
      <dd className="team-copy__row">
        <span className="team-copy__value" data-testid={testId}>
          {value}
        </span>
        <button
          type="button"
          className={`btn btn--secondary btn--small team-copy__button${state === 'copied' ? ' team-copy__button--done' : ''}`}
          onClick={copy}
          aria-label={t('agentCentre.team.links.copy', { label })}
          data-testid={`${testId}-copy`}
        >
          <Icon name={state === 'copied' ? 'check' : 'copy'} size={14} />
        </button>
        <span className="visually-hidden" role="status">
          {status}
        </span>
      </dd>
    </div>
  );
}
