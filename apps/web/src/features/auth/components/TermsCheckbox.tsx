import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TERMS_HREF } from './TermsNote';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  testId: string;
}

/** The 18+ and terms agreement of registration: ticked by default, required (spec §4, §5). */
export function TermsCheckbox({ checked, onChange, error, testId }: TermsCheckboxProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div className="register-terms">
      <label className="checkbox register-terms__label">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
        <span>
          {t('register.terms')}{' '}
          <a href={TERMS_HREF} target="_blank" rel="noopener noreferrer" className="login-panel__link">
            {t('register.termsLink')}
          </a>
        </span>
      </label>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
