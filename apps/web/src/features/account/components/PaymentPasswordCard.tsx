import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQueryKey } from '../../../api/member-info';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { PasswordInput } from '../../../ui/PasswordInput';
import { setPaymentPassword } from '../api/payment-password';
import {
  checkPaymentPasswordForm,
  type PaymentPasswordProblems,
  type PaymentPasswordValues,
} from '../hooks/payment-password-form';

const EMPTY: PaymentPasswordValues = { password: '', paymentPassword: '', confirmPaymentPassword: '' };
type FieldName = keyof PaymentPasswordValues;

/** Sets or changes the 6-digit payment password that confirms transfers. */
export function PaymentPasswordCard({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<PaymentPasswordProblems>({});
  const save = useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => {
      setValues(EMPTY);
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
      showDialog({ icon: 'success', title: t('security.paymentPasswordSaved') });
    },
  });

  const change = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    if (save.error) save.reset();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = checkPaymentPasswordForm(values);
    setProblems(check.isValid ? {} : check.problems);
    if (check.isValid) save.mutate(check.body);
  };

  const messageOf = (field: FieldName): string | undefined => {
    const problem = problems[field];
    if (problem === 'required') return t('validation.required');
    if (problem === 'sixDigits') return t('validation.paymentPassword');
    if (problem === 'mismatch') return t('validation.confirmMismatch');
    return undefined;
  };

  const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);
  const fields: { name: FieldName; label: string; testId: string; isDigits: boolean }[] = [
    { name: 'password', label: t('security.loginPassword'), testId: 'pp-login-password', isDigits: false },
    { name: 'paymentPassword', label: t('security.newPaymentPassword'), testId: 'pp-new', isDigits: true },
    {
      name: 'confirmPaymentPassword',
      label: t('security.confirmPaymentPassword'),
      testId: 'pp-confirm',
      isDigits: true,
    },
  ];

  return (
    <section className="account-card" aria-labelledby={`${id}-title`}>
      <header className="account-card__header">
        <span className="account-card__icon">
          <Icon name="key" size={20} />
        </span>
        <div>
          <h3 id={`${id}-title`} className="account-card__title">
            {hasPaymentPassword ? t('security.changePaymentPassword') : t('security.setPaymentPassword')}
          </h3>
          <p className="account-card__text">{t('security.paymentPasswordHint')}</p>
        </div>
        <span className={`status-pill${hasPaymentPassword ? ' status-pill--ok' : ''}`} data-testid="pp-status">
          {hasPaymentPassword ? t('security.isSet') : t('security.isNotSet')}
        </span>
      </header>
      <form className="account-form" onSubmit={handleSubmit} noValidate data-testid="payment-password-form">
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const error = messageOf(field.name);
          return (
            <Field key={field.name} label={field.label} htmlFor={fieldId} error={error}>
              <PasswordInput
                id={fieldId}
                value={values[field.name]}
                onChange={(event) =>
                  change(field.name, field.isDigits ? digitsOnly(event.target.value) : event.target.value)
                }
                inputMode={field.isDigits ? 'numeric' : undefined}
                maxLength={field.isDigits ? 6 : 128}
                autoComplete={field.isDigits ? 'off' : 'current-password'}
                data-testid={field.testId}
                {...errorProps(fieldId, error)}
              />
            </Field>
          );
        })}
        {save.error && (
          <p className="form-alert" role="alert" data-testid="pp-error">
            <Icon name="error" size={16} />
            {errorMessage(save.error)}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="pp-submit">
          {save.isPending && <Icon name="refresh" size={16} className="spin" />}
          {t('common.save')}
        </button>
      </form>
    </section>
  );
}
