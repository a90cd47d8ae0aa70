import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { requestNoLoginSms } from '../api/sms-codes';
import { DEFAULT_DIALING_CODE, isPlausibleMobile, mobileDigits } from '../hooks/mobile-number';
import { checkNewPassword, type NewPasswordProblems } from '../hooks/new-password-form';
import { usePasswordProblemText } from '../hooks/usePasswordProblemText';
import { usePhoneReset } from '../hooks/usePhoneReset';
import { useSmsSender } from '../hooks/useSmsSender';
import { LoginSubmit } from './LoginSubmit';
import { MobileNumberField } from './MobileNumberField';
import { PasswordField } from './PasswordField';
import { SmsCodeField } from './SmsCodeField';
import '../../../i18n/account-texts';

interface PhoneResetValues {
  countryDialingCode: string;
  mobile: string;
  code: string;
  newPassword: string;
  confirmNewPassword: string;
}

type PhoneResetErrors = Partial<Record<'mobile' | 'code', string>> & NewPasswordProblems;

/** Reset by phone (spec §4, §5): a texted code sets the new password and signs in. */
export function PhoneResetForm() {
  const { t } = useTranslation();
  const rule = useSiteInfo().info.register.password;
  const passwordText = usePasswordProblemText(rule);
  const sender = useSmsSender('reset', requestNoLoginSms);
  const reset = usePhoneReset();
  const [values, setValues] = useState<PhoneResetValues>(() => ({
    countryDialingCode: sender.sentTo?.countryDialingCode ?? DEFAULT_DIALING_CODE,
    mobile: sender.sentTo?.mobile ?? '',
    code: '',
    newPassword: '',
    confirmNewPassword: '',
  }));
  const [errors, setErrors] = useState<PhoneResetErrors>({});

  const change = (key: keyof PhoneResetValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const mobileError = () => (isPlausibleMobile(values.mobile) ? undefined : t('sms.invalidMobile'));

  const sendCode = () => {
    const problem = mobileError();
    setErrors((current) => ({ ...current, mobile: problem }));
    if (!problem) sender.send({ countryDialingCode: values.countryDialingCode, mobile: values.mobile });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const next: PhoneResetErrors = {
      mobile: mobileError(),
      code: values.code === '' ? t('sms.invalidCode') : undefined,
      ...checkNewPassword(values, rule),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    reset.mutate({
      mobileNum: mobileDigits(values.mobile),
      countryDialingCode: values.countryDialingCode,
      verificationCode: values.code,
      newPassword: values.newPassword,
      confirmNewPassword: values.confirmNewPassword,
    });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="phone-reset-form">
      <p className="login-panel__intro">{t('forgot.phoneIntro')}</p>
      <MobileNumberField
        countryDialingCode={values.countryDialingCode}
        onCountryDialingCodeChange={(code) => change('countryDialingCode', code)}
        mobile={values.mobile}
        onMobileChange={(mobile) => change('mobile', mobile)}
        error={errors.mobile}
        testIds={{ code: 'reset-country', mobile: 'reset-mobile' }}
      />
      <SmsCodeField
        value={values.code}
        onChange={(code) => change('code', code)}
        onSend={sendCode}
        sender={sender}
        error={errors.code}
        testIds={{ input: 'reset-code', send: 'reset-send-code' }}
      />
      <PasswordField
        label={t('forgot.newPassword')}
        value={values.newPassword}
        onChange={(value) => change('newPassword', value)}
        error={passwordText(errors.newPassword)}
        autoComplete="new-password"
        testId="reset-new-password"
      />
      <PasswordField
        label={t('forgot.confirmPassword')}
        value={values.confirmNewPassword}
        onChange={(value) => change('confirmNewPassword', value)}
        error={passwordText(errors.confirmNewPassword)}
        autoComplete="new-password"
        testId="reset-confirm-password"
      />
      <LoginSubmit
        error={reset.error}
        isPending={reset.isPending}
        label={t('forgot.resetAndSignIn')}
        testIds={{ error: 'reset-phone-error', submit: 'reset-phone-submit' }}
      />
    </form>
  );
}
