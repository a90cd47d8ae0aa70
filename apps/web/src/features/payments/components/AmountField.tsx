import { useTranslation } from 'react-i18next';
import { errorProps, Field } from '../../../ui/Field';
import { type ChannelTerms, checkAmount, quickAmounts, quickAmountText } from '../hooks/amount-rules';
import { showMinor } from '../hooks/money';
import { useFeeText } from '../hooks/useFeeText';
import '../../../i18n/account-texts';
import '../../../ui/chip.css';

interface AmountFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  terms: ChannelTerms;
  currencySymbol: string;
  error?: string | undefined;
  /** Quick amounts stop at this ceiling (the available balance of a withdrawal). */
  ceilingMinor?: bigint | null;
  /** The label of the figure that reaches its destination: credited (deposit) or paid out (withdrawal). */
  netLabel: string;
  testIdPrefix: string;
}

/** The amount with quick picks, the channel's limits and fee, and what arrives after the fee. */
export function AmountField({
  id,
  value,
  onChange,
  terms,
  currencySymbol,
  error,
  ceilingMinor = null,
  netLabel,
  testIdPrefix,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const feeText = useFeeText();
  const picks = quickAmounts(terms, ceilingMinor);
  const check = checkAmount(value, terms);
  const limits = t('payments.limits', {
    min: showMinor(terms.minMinor, currencySymbol),
    max: showMinor(terms.maxMinor, currencySymbol),
  });

  return (
    <div className="pay-amount">
      <Field label={t('payments.amount')} htmlFor={id} error={error}>
        <div className="pay-amount__input">
          {currencySymbol && (
            <span className="pay-amount__symbol" aria-hidden="true">
              {currencySymbol}
            </span>
          )}
          <input
            id={id}
            className="input pay-amount__field"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('payments.amountPlaceholder')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            data-testid={`${testIdPrefix}-amount`}
            {...errorProps(id, error)}
          />
        </div>
      </Field>
      {picks.length > 0 && (
        <fieldset className="pay-amount__quick">
          <legend className="visually-hidden">{t('payments.quickAmounts')}</legend>
          {picks.map((minor) => {
            const text = quickAmountText(minor);
            const isActive = check.isValid && check.amountMinor === minor;
            return (
              <button
                key={text}
                type="button"
                className={`chip${isActive ? ' chip--active' : ''}`}
                aria-pressed={isActive}
                onClick={() => onChange(text)}
                data-testid={`${testIdPrefix}-quick`}
              >
                {showMinor(minor, '').replace(/\.00$/, '')}
              </button>
            );
          })}
        </fieldset>
      )}
      <dl className="pay-summary" data-testid={`${testIdPrefix}-summary`}>
        <div>
          <dt>{t('payments.limitsLabel')}</dt>
          <dd data-testid={`${testIdPrefix}-limits`}>{limits}</dd>
        </div>
        <div>
          <dt>{t('payments.feeLabel')}</dt>
          <dd data-testid={`${testIdPrefix}-fee`}>
            {check.isValid ? showMinor(check.feeMinor, currencySymbol) : feeText(terms, currencySymbol)}
          </dd>
        </div>
        <div className="pay-summary__net">
          <dt>{netLabel}</dt>
          <dd data-testid={`${testIdPrefix}-net`}>
            {check.isValid ? showMinor(check.amountMinor - check.feeMinor, currencySymbol) : '—'}
          </dd>
        </div>
      </dl>
    </div>
  );
}
