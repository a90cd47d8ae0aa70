import type { PayeeAccount } from '@fortuna/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { PaymentPasswordField } from '../../../ui/PaymentPasswordField';
import { bindPayeeAccount } from '../api/payee-accounts';
import { checkPayeeForm, type PayeeField, type PayeeProblem, type PayeeValues } from '../hooks/payee-form';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import '../../../i18n/account-texts';

const EMPTY: PayeeValues = { payeeName: '', bankName: '', accountNumber: '', branch: '', paymentPassword: '' };

interface BindPayeeModalProps {
  onClose: () => void;
  onBound: (account: PayeeAccount) => void;
}

/** Binds a bank account to withdraw to: holder, bank, number, optional branch, and the payment password. */
export function BindPayeeModal({ onClose, onBound }: BindPayeeModalProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const id = useId();
  const [values, setValues] = useState<PayeeValues>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<PayeeField, PayeeProblem>>>({});
  const bind = useMutation({ mutationFn: bindPayeeAccount, onSuccess: onBound });

  const change = (field: PayeeField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    if (bind.error) bind.reset();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bind.isPending) return;
    const check = checkPayeeForm(values);
    if (!check.isValid) {
      setProblems(check.problems);
      return;
    }
    bind.mutate(check.body);
  };

  const fieldId = (field: PayeeField) => `${id}-${field}`;
  const problemText = (field: PayeeField) => {
    const problem = problems[field];
    return problem ? t(`withdrawal.accounts.problems.${problem}`) : undefined;
  };
  const textField = (
    field: Exclude<PayeeField, 'paymentPassword'>,
    label: string,
    extra: { inputMode?: 'numeric' } = {},
  ) => (
    <Field label={label} htmlFor={fieldId(field)} error={problemText(field)}>
      <input
        id={fieldId(field)}
        className="input"
        autoComplete="off"
        maxLength={field === 'accountNumber' ? 40 : 100}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        data-testid={`payee-${field}`}
        {...extra}
        {...errorProps(fieldId(field), problemText(field))}
      />
    </Field>
  );

  return (
    <Modal isOpen onClose={onClose} title={t('withdrawal.accounts.bindTitle')} size="small" testId="payee-bind">
      <form className="pay-bind" onSubmit={handleSubmit} noValidate data-testid="payee-bind-form">
        {textField('payeeName', t('withdrawal.accounts.payeeName'))}
        {textField('bankName', t('withdrawal.accounts.bankName'))}
        {textField('accountNumber', t('withdrawal.accounts.accountNumber'), { inputMode: 'numeric' })}
        {textField('branch', t('withdrawal.accounts.branch'))}
        <PaymentPasswordField
          id={fieldId('paymentPassword')}
          label={t('payments.paymentPassword')}
          value={values.paymentPassword}
          onChange={(digits) => change('paymentPassword', digits)}
          error={problemText('paymentPassword')}
          testId="payee-password"
        />
        {bind.error && (
          <p className="form-alert" role="alert" data-testid="payee-bind-error">
            <Icon name="error" size={16} />
            {errorMessage(bind.error)}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={bind.isPending}
          data-testid="payee-bind-submit"
        >
          {bind.isPending && <Icon name="refresh" size={16} className="spin" />}
          {bind.isPending ? t('withdrawal.accounts.sending') : t('withdrawal.accounts.submit')}
        </button>
      </form>
    </Modal>
  );
}
