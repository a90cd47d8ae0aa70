import { decimalToMinor } from '@fortuna/contracts/money';
import {
  type Balance,
  type TransferDownline,
  type TransferUpline,
  transferDownlineSchema,
  transferUplineSchema,
} from '@fortuna/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { fieldErrorsFrom } from '../../../lib/form-errors';
import { displayMoney, minorFromText, typedAmount } from '../../../lib/money-display';
import { showDialog } from '../../../ui/dialog-store';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { PaymentPasswordField } from '../../../ui/PaymentPasswordField';
import { downlinesQuery, transferToDownline, transferToUpline } from '../api/transfers';
import { useMoneyTransfer } from '../hooks/useMoneyTransfer';
import '../../../i18n/account-texts';

type TransferField = 'downline' | 'amount' | 'paymentPassword' | 'remark';
type TransferValues = Record<TransferField, string>;
type TransferErrors = Partial<Record<TransferField, string>>;

const EMPTY_VALUES: TransferValues = { downline: '', amount: '', paymentPassword: '', remark: '' };
const REMARK_MAX = 140;

function sendTransfer(body: TransferUpline | TransferDownline, key: string) {
  return 'downline' in body ? transferToDownline(body, key) : transferToUpline(body, key);
}

interface TransferFormProps {
  /** upline: a member pays their upline; downline: an agent pays a chosen direct downline. */
  mode: 'upline' | 'downline';
  balance: Balance | undefined;
}

/** The transfer form of the member centre's transferUpline page. */
export function TransferForm({ mode, balance }: TransferFormProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [values, setValues] = useState<TransferValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<TransferErrors>({});
  const downlines = useQuery({ ...downlinesQuery(), enabled: mode === 'downline' });
  const transfer = useMoneyTransfer({
    send: sendTransfer,
    onSuccess: (result) => {
      setValues((current) => ({ ...EMPTY_VALUES, downline: current.downline }));
      const { balance: next } = result;
      showDialog({
        icon: 'success',
        title: t('transfer.success'),
        message: t('transfer.newBalance', {
          balance: displayMoney({ minor: next.balanceMinor, decimal: next.balance }, next.currencySymbol),
        }),
      });
    },
  });

  const change = (field: TransferField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (transfer.error) transfer.reset();
  };

  const validate = (): TransferUpline | TransferDownline | null => {
    setErrors({});
    const schema = mode === 'downline' ? transferDownlineSchema : transferUplineSchema;
    // What the member typed, in the site's number format, goes out in the canonical form only.
    const parsed = schema.safeParse({ ...values, amount: typedAmount(values.amount) ?? values.amount });
    if (!parsed.success) {
      const messages = {
        downline: t('transfer.errors.downline'),
        amount: t('transfer.errors.amount'),
        paymentPassword: t('validation.paymentPassword'),
        remark: t('transfer.errors.remark', { max: REMARK_MAX }),
      };
      setErrors(fieldErrorsFrom(parsed.error, messages, t('validation.required')));
      return null;
    }
    const amountMinor = decimalToMinor(parsed.data.amount);
    if (amountMinor === null) return null;
    const balanceMinor = balance ? minorFromText(balance.balanceMinor) : null;
    if (balanceMinor !== null && amountMinor > balanceMinor) {
      setErrors({ amount: t('transfer.errors.insufficient') });
      return null;
    }
    return parsed.data;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const body = validate();
    if (body) transfer.submit(body);
  };

  const fieldId = (field: TransferField) => `${id}-${field}`;
  const downlineList = downlines.data ?? [];
  const hasNoDownlines = mode === 'downline' && downlines.isSuccess && downlineList.length === 0;

  return (
    <form className="transfer-form" onSubmit={handleSubmit} noValidate data-testid="transfer-form">
      {mode === 'downline' && (
        <Field label={t('transfer.downline')} htmlFor={fieldId('downline')} error={errors.downline}>
          <select
            id={fieldId('downline')}
            className="input"
            value={values.downline}
            onChange={(event) => change('downline', event.target.value)}
            disabled={!downlines.isSuccess || hasNoDownlines}
            data-testid="transfer-downline"
            {...errorProps(fieldId('downline'), errors.downline)}
          >
            <option value="">{downlines.isPending ? t('common.loading') : t('transfer.chooseDownline')}</option>
            {downlineList.map((downline) => (
              <option key={downline.id} value={downline.username}>
                {downline.nickname ? `${downline.username} (${downline.nickname})` : downline.username}
              </option>
            ))}
          </select>
        </Field>
      )}
      {hasNoDownlines && <p className="form-alert form-alert--info">{t('transfer.noDownlines')}</p>}
      {downlines.isError && <p className="form-alert">{errorMessage(downlines.error)}</p>}
      <Field label={t('transfer.amount')} htmlFor={fieldId('amount')} error={errors.amount}>
        <input
          id={fieldId('amount')}
          className="input transfer-form__amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={values.amount}
          onChange={(event) => change('amount', event.target.value)}
          data-testid="transfer-amount"
          {...errorProps(fieldId('amount'), errors.amount)}
        />
      </Field>
      <PaymentPasswordField
        id={fieldId('paymentPassword')}
        label={t('transfer.paymentPassword')}
        value={values.paymentPassword}
        onChange={(digits) => change('paymentPassword', digits)}
        error={errors.paymentPassword}
        testId="transfer-password"
      />
      <Field
        label={t('transfer.remark')}
        htmlFor={fieldId('remark')}
        error={errors.remark}
        hint={t('transfer.remarkHint', { max: REMARK_MAX })}
      >
        <input
          id={fieldId('remark')}
          className="input"
          maxLength={REMARK_MAX}
          value={values.remark}
          onChange={(event) => change('remark', event.target.value)}
          data-testid="transfer-remark"
          {...errorProps(fieldId('remark'), errors.remark)}
        />
      </Field>
      {transfer.error && (
        <p className="form-alert" role="alert" data-testid="transfer-error">
          <Icon name="error" size={16} />
          {errorMessage(transfer.error)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={transfer.isPending || hasNoDownlines}
        data-testid="transfer-submit"
      >
        {transfer.isPending && <Icon name="refresh" size={16} className="spin" />}
        {transfer.isPending ? t('transfer.sending') : t('transfer.submit')}
      </button>
    </form>
  );
}
