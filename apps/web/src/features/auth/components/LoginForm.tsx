import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRememberedLogin } from '../hooks/remember-me';
import type { LoginFlow } from '../hooks/useLoginFlow';
import { useLoginForm } from '../hooks/useLoginForm';
import { CaptchaField } from './CaptchaField';
import { CredentialFields } from './CredentialFields';
import { LoginSubmit } from './LoginSubmit';
import '../../../i18n/account-texts';

const FIELD_TEST_IDS = { username: 'login-username', password: 'login-password' };
const SUBMIT_TEST_IDS = { error: 'login-error', submit: 'login-submit' };

interface LoginFormProps {
  flow: LoginFlow;
  /** Opens the forgot-password popup; the link is hidden when the merchant offers no reset. */
  onForgotPassword?: () => void;
}

/** The username/password tab of the login popup (spec §2 login popup, §5 validation). */
export function LoginForm({ flow, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const [remembered] = useState(readRememberedLogin);
  const form = useLoginForm(flow, remembered.username);
  const [isRemembered, setIsRemembered] = useState(remembered.isRemembered);

  return (
    <form
      className="login-form"
      onSubmit={(event) => form.submit(event, { portal: 'member', isRemembered })}
      noValidate
      data-testid="login-form"
    >
      <CredentialFields form={form} testIds={FIELD_TEST_IDS} />
      {flow.needsCaptcha && (
        <CaptchaField
          value={flow.captcha}
          onChange={form.changeCaptcha}
          error={form.fieldErrors.captcha && t('validation.required')}
          round={flow.captchaRound}
          testId="login-captcha"
        />
      )}
      <div className="login-form__row">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={isRemembered}
            onChange={(event) => setIsRemembered(event.target.checked)}
            data-testid="login-remember"
          />
          {t('login.rememberMe')}
        </label>
        {onForgotPassword && (
          <button type="button" className="login-panel__link" onClick={onForgotPassword} data-testid="login-forgot">
            {t('login.forgotPassword')}
          </button>
        )}
      </div>
      <LoginSubmit error={flow.error} isPending={flow.isPending} testIds={SUBMIT_TEST_IDS} />
    </form>
  );
}
