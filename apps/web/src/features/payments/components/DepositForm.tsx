import type { DepositOrder, PaymentChannel } from '@fortuna/contracts/payments';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/lazy-chunk';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { LazyBoundary } from '../../../ui/LazyBoundary';
import { createDeposit } from '../api/deposits';
import { channelTermsOf } from '../hooks/amount-rules';
import { checkDepositForm, type DepositProblems } from '../hooks/deposit-form';
import { focusFirstProblem } from '../hooks/focus-problem';
import { showMinor } from '../hooks/money';
import { useIdempotentSubmit } from '../hooks/useIdempotentSubmit';
import { usePaymentErrorMessage } from '../hooks/usePaymentErrorMessage';
import { AmountField } from './AmountField';
import { ChannelPicker } from './ChannelPicker';
import '../../../i18n/account-texts';

/** The P2P matching screens are their own chunk, built in features/payments/p2p. */
const P2pDepositFlow = lazyComponent(() => import('../p2p/P2pDepositFlow').then((module) => module.P2pDepositFlow));

interface DepositFormProps {
  channels: PaymentChannel[];
  currencySymbol: string;
  onCreated: (order: DepositOrder) => void;
}

/** Step 1 the channel, step 2 the amount (and the sender's name for a bank transfer), then the order. */
export function DepositForm({ channels, currencySymbol, onCreated }: DepositFormProps) {
  const { t } = useTranslation();
  const errorMessage = usePaymentErrorMessage();
  const id = useId();
  const [channelId, setChannelId] = useState<number | null>(channels[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [problems, setProblems] = useState<DepositProblems>({});
  const deposit = useIdempotentSubmit({ send: createDeposit, onSuccess: (order) => onCreated(order) });

  const channel = channels.find((candidate) => candidate.id === channelId);
  const terms = channel ? channelTermsOf(channel) : null;

  const choose = (next: PaymentChannel) => {
    setChannelId(next.id);
    setProblems({});
    if (deposit.error) deposit.reset();
  };

  const changeAmount = (value: string) => {
    setAmount(value);
    setProblems((current) => ({ ...current, amount: undefined }));
    if (deposit.error) deposit.reset();
  };

  const amountError = (): string | undefined => {
    if (!problems.amount || !terms) return undefined;
    return t(`payments.amountProblems.${problems.amount}`, {
      min: showMinor(terms.minMinor, currencySymbol),
      max: showMinor(terms.maxMinor, currencySymbol),
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deposit.isPending) return;
    const check = checkDepositForm({ amount, payerName }, channel && terms ? { id: channel.id, terms } : null);
    if (!check.isValid) {
      setProblems(check.problems);
      focusFirstProblem(event.currentTarget);
      return;
    }
    setProblems({});
    deposit.submit(check.body);
  };

  return (
    // A section, not a form: the P2P flow brings its own form, and a form inside a form is no valid HTML
    // (the inner one's submit reached no handler and the browser sent the page itself away instead).
    <section className="pay-card pay-form" data-testid="deposit-form">
      <h3 className="pay-step">
        <span className="pay-step__number">1</span>
        {t('deposit.stepChannel')}
      </h3>
      <ChannelPicker
        channels={channels}
        selectedId={channelId}
        onSelect={choose}
        currencySymbol={currencySymbol}
        label={t('deposit.stepChannel')}
        error={problems.channel ? t('payments.chooseChannel') : undefined}
        testIdPrefix="deposit"
      />
      {channel?.type === 'p2p' ? (
        <LazyBoundary>
          <P2pDepositFlow channel={channel} />
        </LazyBoundary>
      ) : (
        channel &&
        terms && (
          <>
            <h3 className="pay-step">
              <span className="pay-step__number">2</span>
              {t('deposit.stepAmount')}
            </h3>
            <form className="pay-form__fields" onSubmit={handleSubmit} noValidate data-testid="deposit-amount-form">
              <AmountField
                id={`${id}-amount`}
                value={amount}
                onChange={changeAmount}
                terms={terms}
                currencySymbol={currencySymbol}
                error={amountError()}
                netLabel={t('deposit.credited')}
                testIdPrefix="deposit"
              />
              {channel.type === 'bank_transfer' && (
                <Field
                  label={t('deposit.payerName')}
                  htmlFor={`${id}-payer`}
                  error={problems.payerName ? t('deposit.payerNameTooLong') : undefined}
                  hint={t('deposit.payerNameHint')}
                >
                  <input
                    id={`${id}-payer`}
                    className="input"
                    autoComplete="name"
                    maxLength={100}
                    value={payerName}
                    onChange={(event) => setPayerName(event.target.value)}
                    data-testid="deposit-payer-name"
                    {...errorProps(`${id}-payer`, problems.payerName ? 'x' : undefined)}
                  />
                </Field>
              )}
              {deposit.error && (
                <p className="form-alert" role="alert" data-testid="deposit-error">
                  <Icon name="error" size={16} />
                  {errorMessage(deposit.error)}
                </p>
              )}
              <button
                type="submit"
                className="btn btn--primary btn--block"
                disabled={deposit.isPending}
                data-testid="deposit-submit"
              >
                {deposit.isPending && <Icon name="refresh" size={16} className="spin" />}
                {deposit.isPending ? t('deposit.sending') : t('deposit.submit')}
              </button>
            </form>
          </>
        )
      )}
    </section>
  );
}
