import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type ProtectionSettings,
} from '@fortuna/contracts/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { formatLocaleDateTime } from '../../../lib/date-time';
import { typedAmount } from '../../../lib/money-display';
import { showDialog } from '../../../ui/dialog-store';
import { Field } from '../../../ui/Field';
import { AccountCard } from '../../account/components/AccountCard';
import '../../../ui/inline-form.css';
import { protectionQueryKey, saveLimit } from '../api/protection';
import { isLimitKind, isLimitPeriod, limitOf, moneyText, usedPercent } from '../hooks/limit-view';

/** Deposit, loss and wager limits per day, week and month: what is in force, used, and waiting to rise. */
export function LimitsCard({ settings, currencySymbol }: { settings: ProtectionSettings; currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<LimitKind>('loss');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const save = useMutation({
    mutationFn: saveLimit,
    onSuccess: (next, input) => {
      queryClient.setQueryData(protectionQueryKey, next);
      setAmount('');
      const changed = limitOf(next, input.kind, input.period);
      showDialog({
        icon: 'success',
        message: changed?.pending ? t('protection.limitPending') : t('protection.limitSaved'),
      });
    },
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!amount.trim()) return;
    // What the member typed, in the site's number format, goes out in the canonical form only.
    const canonical = typedAmount(amount);
    if (canonical === null) {
      showDialog({ icon: 'error', message: t('apiErrors.INVALID_AMOUNT') });
      return;
    }
    save.mutate({ kind, period, amount: canonical });
  };

  return (
    <AccountCard
      icon="target"
      title={t('protection.limitsTitle')}
      text={t('protection.limitsText')}
      testId="limits-card"
    >
      <div className="limit-grid">
        {LIMIT_KINDS.map((rowKind) => (
          <div key={rowKind} className="limit-grid__row">
            <span className="limit-grid__kind">{t(`protection.kinds.${rowKind}`)}</span>
            {LIMIT_PERIODS.map((rowPeriod) => {
              const limit = limitOf(settings, rowKind, rowPeriod);
              const percent = limit ? usedPercent(limit) : null;
              return (
                <div key={rowPeriod} className="limit-cell" data-testid={`limit-${rowKind}-${rowPeriod}`}>
                  <span className="limit-cell__period">{t(`protection.periods.${rowPeriod}`)}</span>
                  <strong className="limit-cell__value">
                    {moneyText(limit?.current ?? null, currencySymbol) ?? t('protection.noLimit')}
                  </strong>
                  {limit && percent !== null && (
                    <>
                      <span className="limit-cell__bar" aria-hidden="true">
                        <span style={{ width: `${percent}%` }} className={percent >= 100 ? 'is-full' : undefined} />
                      </span>
                      <span className="limit-cell__used">
                        {t('protection.used', { amount: moneyText(limit.used, currencySymbol) })}
                      </span>
                    </>
                  )}
                  {limit?.pending && (
                    <span className="limit-cell__pending">
                      {t('protection.pendingFrom', {
                        amount: moneyText(limit.pending.amount, currencySymbol) ?? t('protection.noLimit'),
                        time: formatLocaleDateTime(
                          limit.pending.effectiveAt,
                          i18n.language === 'EN' ? 'en-GB' : 'vi-VN',
                        ),
                      })}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <form className="inline-form" onSubmit={submit}>
        <Field label={t('protection.kind')} htmlFor="limit-kind">
          <select
            id="limit-kind"
            className="input"
            value={kind}
            onChange={(event) => isLimitKind(event.target.value) && setKind(event.target.value)}
          >
            {LIMIT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`protection.kinds.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('protection.period')} htmlFor="limit-period">
          <select
            id="limit-period"
            className="input"
            value={period}
            onChange={(event) => isLimitPeriod(event.target.value) && setPeriod(event.target.value)}
          >
            {LIMIT_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`protection.periods.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('protection.amount')} htmlFor="limit-amount">
          <input
            id="limit-amount"
            className="input"
            inputMode="decimal"
            value={amount}
            placeholder="0.00"
            onChange={(event) => setAmount(event.target.value)}
            data-testid="limit-amount"
          />
        </Field>
        <div className="inline-form__actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={save.isPending || !amount.trim()}
            data-testid="limit-save"
          >
            {t('protection.setLimit')}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={save.isPending}
            onClick={() => save.mutate({ kind, period, amount: null })}
          >
            {t('protection.removeLimit')}
          </button>
        </div>
      </form>
      <p className="card-note">{t('protection.coolingNote')}</p>
    </AccountCard>
  );
}
