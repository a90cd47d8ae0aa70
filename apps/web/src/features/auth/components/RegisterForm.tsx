import type { RegisterField, RegisterRules } from '@fortuna/contracts/settings';
import type { FormEvent } from 'react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import type { RegisterMode } from '../api/register';
import { requestRegisterSms } from '../api/sms-codes';
import { isPlausibleMobile } from '../hooks/mobile-number';
import { affiliateCodeFromUrl, effectiveRule, type RegisterProblem } from '../hooks/register-form';
import { useRegisterForm } from '../hooks/useRegisterForm';
import { useSmsSender } from '../hooks/useSmsSender';
import { CaptchaField } from './CaptchaField';
import { LoginSubmit } from './LoginSubmit';
import { MobileNumberField } from './MobileNumberField';
import { RegisterFieldInput } from './RegisterFieldInput';
import { SmsCodeField } from './SmsCodeField';
import { TermsCheckbox } from './TermsCheckbox';
import '../../../i18n/account-texts';

/** Fields that take a whole row; the others pair up on wider screens. */
const WIDE_FIELDS: ReadonlySet<RegisterField> = new Set(['username', 'mobileNum', 'verificationCode', 'captcha']);
/** Fields whose rule reads well as a hint under the box. */
const HINTED_FIELDS: ReadonlySet<RegisterField> = new Set(['username', 'password']);

interface RegisterFormProps {
  mode: RegisterMode;
  rules: RegisterRules;
}

/** One registration tab: the fields the merchant's rules show, the terms box and the submit button. */
export function RegisterForm({ mode, rules }: RegisterFormProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const idPrefix = useId();
  const form = useRegisterForm(mode, rules);
  const formRef = useRef<HTMLFormElement>(null);
  const sender = useSmsSender('register', requestRegisterSms);
  const { values, problems, fieldError } = form;
  const linkAffiliateCode = form.fields.includes('affiliateCode') ? '' : affiliateCodeFromUrl(window.location.search);

  const problemText = (problem: RegisterProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem.kind === 'required') return t('validation.required');
    if (problem.kind === 'mismatch') return t('validation.confirmMismatch');
    if (problem.kind === 'passwordLength') return t('register.passwordLength', problem);
    return t(`fieldPatterns.${problem.patternId}`, problem);
  };

  const errorOf = (field: RegisterField): string | undefined => {
    if (fieldError?.field === field) return fieldError.message ?? errorMessage(fieldError.error);
    return problemText(problems[field]);
  };

  const labelOf = (field: RegisterField): string => {
    const label = t(`register.fields.${field}`);
    return effectiveRule(field, mode, rules).required ? label : `${label} ${t('register.optional')}`;
  };

  const hintOf = (field: RegisterField): string | undefined => {
    if (!HINTED_FIELDS.has(field)) return undefined;
    const rule = rules[field];
    return t(`fieldPatterns.${rule.patternId}`, { min: rule.min, max: rule.max });
  };

  const sendCode = () => {
    if (!isPlausibleMobile(values.mobileNum)) {
      form.showProblem('mobileNum', { kind: 'pattern', patternId: 'MOBILE', min: 0, max: 0 });
      return;
    }
    sender.send({ countryDialingCode: values.countryDialingCode, mobile: values.mobileNum });
  };

  const renderField = (field: RegisterField) => {
    const className = WIDE_FIELDS.has(field) ? 'register-form__wide' : undefined;
    const key = `${mode}-${field}`;
    if (field === 'mobileNum') {
      return (
        <div key={key} className={className}>
          <MobileNumberField
            label={labelOf(field)}
            countryDialingCode={values.countryDialingCode}
            onCountryDialingCodeChange={(code) => form.change('countryDialingCode', code)}
            mobile={values.mobileNum}
            onMobileChange={(mobile) => form.change('mobileNum', mobile)}
            error={errorOf(field)}
            testIds={{ code: 'register-country', mobile: 'register-mobileNum' }}
          />
        </div>
      );
    }
    if (field === 'verificationCode') {
      return (
        <div key={key} className={className}>
          <SmsCodeField
            label={labelOf(field)}
            value={values.verificationCode}
            onChange={(code) => form.change('verificationCode', code)}
            onSend={sendCode}
            sender={sender}
            error={errorOf(field)}
            testIds={{ input: 'register-verificationCode', send: 'register-send-code' }}
          />
        </div>
      );
    }
    if (field === 'captcha') {
      return (
        <div key={key} className={className}>
          <CaptchaField
            value={values.captcha}
            onChange={(text) => form.change('captcha', text)}
            error={errorOf(field)}
            round={form.captchaRound}
            testId="register-captcha"
          />
        </div>
      );
    }
    return (
      <RegisterFieldInput
        key={key}
        id={`${idPrefix}-${field}`}
        field={field}
        label={labelOf(field)}
        value={values[field]}
        onChange={(value) => form.change(field, value)}
        error={errorOf(field)}
        hint={hintOf(field)}
        maxLength={Math.max(rules[field].max, 1)}
        className={className}
      />
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
    // Long forms scroll: take the player to the first box that needs attention.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form
      ref={formRef}
      className="register-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid={`register-form-${mode}`}
    >
      {mode === 'mobile' && <p className="login-panel__intro">{t('register.mobileIntro')}</p>}
      <div className="register-form__grid">{form.fields.map(renderField)}</div>
      {linkAffiliateCode && (
        <p className="form-alert form-alert--info register-form__note">
          {t('register.invitedBy', { code: linkAffiliateCode })}
        </p>
      )}
      <TermsCheckbox
        checked={values.agreeTerms}
        onChange={(checked) => form.change('agreeTerms', checked)}
        error={problems.agreeTerms ? t('register.termsRequired') : undefined}
        testId="register-terms"
      />
      <LoginSubmit
        error={form.formError}
        isPending={form.isPending}
        label={t('register.submit')}
        pendingLabel={t('register.submitting')}
        testIds={{ error: 'register-error', submit: 'register-submit' }}
      />
    </form>
  );
}
