import type { PaymentChannel, WithdrawalOrder } from '@fortuna/contracts/payments';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { PaymentPasswordField } from '../../../ui/PaymentPasswordField';
import { createWithdrawal } from '../api/withdrawals';
import { channelTermsOf } from '../hooks/amount-rules';
import { focusFirstProblem } from '../hooks/focus-problem';
import { showMinor } from '../hooks/money';
import { useIdempotentSubmit } from '../hooks/useIdempotentSubmit';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { checkWithdrawForm, type WithdrawProblems, type WithdrawValues } from '../hooks/withdraw-form';
import { AmountField } from './AmountField';
import { ChannelPicker } from './ChannelPicker';
import '../../../i18n/account-texts';

/** What the server asked for with SECOND_FACTOR_REQUIRED: the authenticator, or the code it sent by SMS. */
interface SecondFactorAsk {
  method: 'totp' | 'sms';
  maskedMobile: string | null;
}

function secondFactorAskOf(value: unknown): SecondFactorAsk {
  const asked = value as { method?: unknown; maskedMobile?: unknown } | null;
  if (asked?.method === 'sms') {
    return { method: 'sms', maskedMobile: typeof asked.maskedMobile === 'string' ? asked.maskedMobile : null };
  }
  return { method: 'totp', maskedMobile: null };
}

const EMPTY: WithdrawValues = { amount: '', paymentPassword: '', secondFactorCode: '' };

interface WithdrawFormProps {
  channels: PaymentChannel[];
  payeeAccountId: number | null;
  /** The chosen account is new and the member uses an authenticator: its code is asked for. */
  isNewAccountWithTotp: boolean;
  balanceMinor: bigint | null;
  currencySymbol: string;
  /** Why no withdrawal can be asked for now; the submit button is off and says so. */
  blockedReason: string | null;
  onCreated: (order: WithdrawalOrder) => void;
}

/** Channel, amount (limits, fee, payout), payment password and, when asked, the authenticator code. */
export function WithdrawForm({
  channels,
  payeeAccountId,
  isNewAccountWithTotp,
  balanceMinor,
  currencySymbol,
  blockedReason,
  onCreated,
}: WithdrawFormProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const id = useId();
  const [channelId, setChannelId] = useState<number | null>(channels[0]?.id ?? null);
  const [values, setValues] = useState<WithdrawValues>(EMPTY);
  const [problems, setProblems] = useState<WithdrawProblems>({});
  // The server asks for the second factor (and says which) when the page could not tell in advance.
  const [askedFactor, setAskedFactor] = useState<SecondFactorAsk | null>(null);
  const withdrawal = useIdempotentSubmit({
    send: createWithdrawal,
    onSuccess: (order) => {
      setValues(EMPTY);
      setAskedFactor(null);
      onCreated(order);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'SECOND_FACTOR_REQUIRED')
        setAskedFactor(secondFactorAskOf(error.value));
    },
  });

  const channel = channels.find((candidate) => candidate.id === channelId);
  const terms = channel ? channelTermsOf(channel) : null;
  const factor: SecondFactorAsk | null =
    askedFactor ?? (isNewAccountWithTotp ? { method: 'totp', maskedMobile: null } : null);
  const needsSecondFactor = factor !== null;
  const stopReason = blockedReason;

  const change = (field: keyof WithdrawValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    if (withdrawal.error) withdrawal.reset();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (withdrawal.isPending || stopReason) return;
    const check = checkWithdrawForm(values, {
      channel: channel && terms ? { id: channel.id, terms } : null,
      payeeAccountId,
      balanceMinor,
      needsSecondFactor,
    });
    if (!check.isValid) {
      setProblems(check.problems);
      focusFirstProblem(event.currentTarget);
      return;
    }
    setProblems({});
    withdrawal.submit(check.body);
  };

  const amountError = () => {
    if (!problems.amount || !terms) return undefined;
    return t(`payments.amountProblems.${problems.amount}`, {
      min: showMinor(terms.minMinor, currencySymbol),
      max: showMinor(terms.maxMinor, currencySymbol),
    });
  };
  const sixDigitError = (problem: 'required' | 'sixDigits' | undefined, text: string) =>
    problem === 'required' ? t('withdrawal.form.required') : problem ? text : undefined;
  const passwordError = sixDigitError(problems.paymentPassword, t('withdrawal.form.passwordProblem'));
  const totpError = sixDigitError(problems.secondFactorCode, t('withdrawal.form.totpProblem'));

  return (
    <form className="pay-card pay-form" onSubmit={handleSubmit} noValidate data-testid="withdraw-form">
      <h3 className="pay-section-title">{t('withdrawal.form.channel')}</h3>
      <ChannelPicker
        channels={channels}
        selectedId={channelId}
        onSelect={(next) => {
          setChannelId(next.id);
          setProblems({});
        }}
        currencySymbol={currencySymbol}
        label={t('withdrawal.form.channel')}
        error={problems.channel ? t('payments.chooseChannel') : undefined}
        testIdPrefix="withdraw"
      />
      <div className="pay-form__fields">
        {terms && (
          <AmountField
            id={`${id}-amount`}
            value={values.amount}
            onChange={(value) => change('amount', value)}
            terms={terms}
            currencySymbol={currencySymbol}
            error={amountError()}
            ceilingMinor={balanceMinor}
            netLabel={t('withdrawal.form.payout')}
            testIdPrefix="withdraw"
          />
        )}
        {problems.payeeAccount && (
          <p className="field__error" role="alert">
            {t('withdrawal.form.chooseAccount')}
          </p>
        )}
        <PaymentPasswordField
          id={`${id}-password`}
          label={t('payments.paymentPassword')}
          value={values.paymentPassword}
          onChange={(digits) => change('paymentPassword', digits)}
          error={passwordError}
          testId="withdraw-password"
        />
        {factor && (
          <Field
            label={factor.method === 'sms' ? t('withdrawal.form.smsCode') : t('withdrawal.form.totp')}
            htmlFor={`${id}-totp`}
            error={totpError}
            hint={
              factor.method === 'sms'
                ? t('withdrawal.form.smsHint', { mobile: factor.maskedMobile ?? '' })
                : t('withdrawal.form.totpHint')
            }
          >
            <input
              id={`${id}-totp`}
              className="input pay-mono"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="000000"
              value={values.secondFactorCode}
              onChange={(event) => change('secondFactorCode', event.target.value.replace(/\D/g, ''))}
              data-testid="withdraw-totp"
              {...errorProps(`${id}-totp`, totpError)}
            />
          </Field>
        )}
        {withdrawal.error && (
          <p className="form-alert" role="alert" data-testid="withdraw-error">
            <Icon name="error" size={16} />
            {errorMessage(withdrawal.error)}
          </p>
        )}
        {stopReason && (
          <p className="form-alert" data-testid="withdraw-blocked">
            <Icon name="lock" size={16} />
            <span>{stopReason}</span>
          </p>
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={withdrawal.isPending || stopReason !== null}
          title={stopReason ?? undefined}
          data-testid="withdraw-submit"
        >
          {withdrawal.isPending && <Icon name="refresh" size={16} className="spin" />}
          {withdrawal.isPending ? t('withdrawal.form.sending') : t('withdrawal.form.submit')}
        </button>
      </div>
    </form>
  );
}
