import { useTranslation } from 'react-i18next';

/** The help centre article with the terms, opened in a new tab so the popup keeps what was typed. */
export const TERMS_HREF = '/help#terms';

/** "By signing in you accept our Terms and conditions" under a form. */
export function TermsNote({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <p className="login-panel__terms">
      {prefix}{' '}
      <a href={TERMS_HREF} target="_blank" rel="noopener noreferrer" className="login-panel__link">
        {t('login.terms')}
      </a>
    </p>
  );
}
