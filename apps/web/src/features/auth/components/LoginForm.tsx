import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRememberedLogin } from '../hooks/remember-me';
import { useLoginForm } from '../hooks/useLoginForm';
import { CredentialFields } from './CredentialFields';
import { LoginSubmit } from './LoginSubmit';

const FIELD_TEST_IDS = { username: 'login-username', password: 'login-password' };
const SUBMIT_TEST_IDS = { error: 'login-error', submit: 'login-submit' };

/** The username/password tab of the login popup (spec §2 login popup, §5 validation). */
export function LoginForm() {
  const { t } = useTranslation();
  const [remembered] = useState(readRememberedLogin);
  const form = useLoginForm(remembered.username);
  const [isRemembered, setIsRemembered] = useState(remembered.isRemembered);

  return (
    <form
      className="login-form"
      onSubmit={(event) => form.submit(event, { portal: 'member', isRemembered })}
      noValidate
      data-testid="login-form"
    >
      <CredentialFields form={form} testIds={FIELD_TEST_IDS} />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={isRemembered}
          onChange={(event) => setIsRemembered(event.target.checked)}
          data-testid="login-remember"
        />
        {t('login.rememberMe')}
      </label>
      <LoginSubmit form={form} testIds={SUBMIT_TEST_IDS} />
    </form>
  );
}
