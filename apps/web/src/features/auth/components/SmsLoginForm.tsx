import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildSmsLoginBody } from '../api/login';
import { requestNoLoginSms } from '../api/sms-codes';
import { DEFAULT_DIALING_CODE, isPlausibleMobile, mobileDigits } from '../hooks/mobile-number';
import type { LoginFlow } from '../hooks/useLoginFlow';
import { useSmsSender } from '../hooks/useSmsSender';
import { CaptchaField } from './CaptchaField';
import { LoginSubmit } from './LoginSubmit';
import { MobileNumberField } from './MobileNumberField';
import { SmsCodeField } from './SmsCodeField';
import '../../../i18n/account-texts';

type SmsLoginErrors = Partial<Record<'mobile' | 'code' | 'captcha', string>>;

/** The SMS tab of the login popup: a code texted to the number signs in (spec §2, §4, §5). */
export function SmsLoginForm({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation();
  const sender = useSmsSender('login', requestNoLoginSms);
  // A code sent before a reload is still on its way to that number: show it again.
  const [countryDialingCode, setCountryDialingCode] = useState(
    () => sender.sentTo?.countryDialingCode ?? DEFAULT_DIALING_CODE,
  );
  const [mobile, setMobile] = useState(() => sender.sentTo?.mobile ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SmsLoginErrors>({});

  const clear = (field: keyof SmsLoginErrors) => setErrors((current) => ({ ...current, [field]: undefined }));

  const mobileError = (): string | undefined => (isPlausibleMobile(mobile) ? undefined : t('sms.invalidMobile'));

  const sendCode = () => {
    const problem = mobileError();
    setErrors((current) => ({ ...current, mobile: problem }));
    if (!problem) sender.send({ countryDialingCode, mobile });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.isPending) return;
    const next: SmsLoginErrors = {
      mobile: mobileError(),
      code: code === '' ? t('sms.invalidCode') : undefined,
      captcha: flow.needsCaptcha && flow.captcha.trim() === '' ? t('validation.required') : undefined,
    };
    setErrors(next);
    if (next.mobile || next.code || next.captcha) return;
    flow.submit({ body: buildSmsLoginBody({ countryDialingCode, mobile: mobileDigits(mobile), code }) });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="sms-login-form">
      <p className="login-panel__intro">{t('login.smsIntro')}</p>
      <MobileNumberField
        countryDialingCode={countryDialingCode}
        onCountryDialingCodeChange={setCountryDialingCode}
        mobile={mobile}
        onMobileChange={(value) => {
          setMobile(value);
          clear('mobile');
        }}
        error={errors.mobile}
        testIds={{ code: 'sms-login-country', mobile: 'sms-login-mobile' }}
      />
      <SmsCodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          clear('code');
        }}
        onSend={sendCode}
        sender={sender}
        error={errors.code}
        label={t('login.smsCode')}
        testIds={{ input: 'sms-login-code', send: 'sms-login-send' }}
      />
      {flow.needsCaptcha && (
        <CaptchaField
          value={flow.captcha}
          onChange={(value) => {
            flow.setCaptcha(value);
            clear('captcha');
          }}
          error={errors.captcha}
          round={flow.captchaRound}
          testId="sms-login-captcha"
        />
      )}
      <LoginSubmit
        error={flow.error}
        isPending={flow.isPending}
        testIds={{ error: 'sms-login-error', submit: 'sms-login-submit' }}
      />
    </form>
  );
}
