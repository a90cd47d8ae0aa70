import { useTranslation } from 'react-i18next';
import { useCopyFeedback } from '../../../hooks/useCopyFeedback';
import { Icon } from '../../../ui/Icon';
import '../../../i18n/account-texts';

interface CopyValueProps {
  label: string;
  value: string;
  /** Shown instead of `value` (such as an amount with its currency symbol); `value` is what is copied. */
  display?: string;
  isEmphasised?: boolean;
  testId?: string;
}

/** A labelled value with a copy button; the button says when the copy worked. */
export function CopyValue({ label, value, display, isEmphasised = false, testId }: CopyValueProps) {
  const { t } = useTranslation();
  const { state, copy } = useCopyFeedback(value);
  const status = state === 'copied' ? t('payments.copied') : state === 'failed' ? t('payments.copyFailed') : '';

  return (
    <div className={`pay-copy${isEmphasised ? ' pay-copy--strong' : ''}`}>
      <dt className="pay-copy__label">{label}</dt>
      <dd className="pay-copy__value">
        <span data-testid={testId}>{display ?? value}</span>
        <button
          type="button"
          className={`pay-copy__button${state === 'copied' ? ' pay-copy__button--done' : ''}`}
          onClick={copy}
          aria-label={t('payments.copy', { label })}
          title={t('payments.copy', { label })}
        >
          <Icon name={state === 'copied' ? 'check' : 'copy'} size={15} />
        </button>
        <span className="visually-hidden" role="status">
          {status}
        </span>
      </dd>
    </div>
  );
}
