import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQueryKey } from '../../../api/member-info';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { setPaymentPassword } from '../api/payment-password';
import {
  checkPaymentPasswordForm,
  type PaymentPasswordProblems,
  type PaymentPasswordValues,
} from '../hooks/payment-password-form';
import { AccountCard } from './AccountCard';
import { type PasswordFieldSpec, PasswordForm } from './PasswordForm';
import '../../../i18n/account-texts';

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

  const handleSubmit = () => {
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

  const fields: PasswordFieldSpec<FieldName>[] = [
    {
      name: 'password',
      label: t('security.loginPassword'),
      testId: 'pp-login-password',
      autoComplete: 'current-password',
    },
    {
      name: 'paymentPassword',
      label: t('security.newPaymentPassword'),
      testId: 'pp-new',
      autoComplete: 'off',
      isDigits: true,
    },
    {
      name: 'confirmPaymentPassword',
      label: t('security.confirmPaymentPassword'),
      testId: 'pp-confirm',
      autoComplete: 'off',
      isDigits: true,
    },
  ];

  const statusPill = (
    <span className={`status-pill${hasPaymentPassword ? ' status-pill--ok' : ''}`} data-testid="pp-status">
      {hasPaymentPassword ? t('security.isSet') : t('security.isNotSet')}
    </span>
  );

  return (
    <AccountCard
      icon="key"
      title={hasPaymentPassword ? t('security.changePaymentPassword') : t('security.setPaymentPassword')}
      text={t('security.paymentPasswordHint')}
      aside={statusPill}
    >
      <PasswordForm
        idPrefix={id}
        fields={fields}
        values={values}
        errorOf={messageOf}
        onChange={change}
        onSubmit={handleSubmit}
        submitError={save.error ? errorMessage(save.error) : undefined}
        isPending={save.isPending}
        submitLabel={t('common.save')}
        testIds={{ form: 'payment-password-form', error: 'pp-error', submit: 'pp-submit' }}
      />
    </AccountCard>
  );
}
