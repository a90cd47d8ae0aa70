import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { cleanCodeInput } from '../hooks/mobile-number';
import type { LoginFlow } from '../hooks/useLoginFlow';
import { LoginSubmit } from './LoginSubmit';
import '../../../i18n/account-texts';

/**
 * A sign-in from a device the account has not used waits for a code (spec §4 "2FA when the IP is
 * unregistered"): the one already texted to the bound mobile, or one from the authenticator app.
 */
export function SecondFactorStep({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const challenge = flow.secondFactor;
  if (!challenge) return null;

  const text =
    challenge.method === 'sms' && challenge.maskedMobile
      ? t('secondFactor.smsText', { mobile: challenge.maskedMobile })
      : t('secondFactor.totpText');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length === 0) {
      setError(t('sms.invalidCode'));
      return;
    }
    flow.submitCode(code);
  };

  return (
    <form className="login-form second-factor" onSubmit={submit} noValidate data-testid="second-factor-form">
      <div className="second-factor__head">
        <span className="second-factor__icon" aria-hidden="true">
          <Icon name={challenge.method === 'sms' ? 'chat' : 'shield'} size={22} />
        </span>
        <h3 className="second-factor__title">{t('secondFactor.title')}</h3>
        <p className="second-factor__text">{text}</p>
        {challenge.method === 'sms' && (
          <p className="second-factor__hint">{t('secondFactor.validFor', { count: challenge.expiredMinutes })}</p>
        )}
      </div>
      <Field label={t('secondFactor.code')} htmlFor={id} error={error}>
        <div className="input-group">
          <Icon name="key" size={18} className="input-group__icon" />
          <input
            id={id}
            className="input input--with-icon second-factor__code"
            value={code}
            onChange={(event) => {
              setCode(cleanCodeInput(event.target.value));
              setError(undefined);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('sms.codePlaceholder')}
            data-testid="second-factor-code"
            {...errorProps(id, error)}
          />
        </div>
      </Field>
      <LoginSubmit
        error={flow.verify.error}
        isPending={flow.verify.isPending}
        label={t('secondFactor.submit')}
        testIds={{ error: 'second-factor-error', submit: 'second-factor-submit' }}
      />
      <button type="button" className="login-panel__link second-factor__back" onClick={flow.cancelSecondFactor}>
        <Icon name="chevronLeft" size={14} />
        {t('secondFactor.back')}
      </button>
    </form>
  );
}
