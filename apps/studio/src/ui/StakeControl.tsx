import { useEffect, useId, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import {
  clampStake,
  currencySymbol,
  doubleStake,
  halveStake,
  minorDigits,
  minorToPlain,
  parseAmountInput,
  playableMax,
  type StakeLimits,
} from '../lib/money';

interface StakeControlProps {
  value: bigint;
  onChange(stake: bigint): void;
  limits: StakeLimits;
  currency: string;
  disabled?: boolean;
  onPress?(): void;
}

/** The stake field with ½, ×2, min and max; typed amounts are read with the currency's decimals. */
export function StakeControl({ value, onChange, limits, currency, disabled = false, onPress }: StakeControlProps) {
  const { t } = useI18n();
  const id = useId();
  const digits = minorDigits(currency);
  const [text, setText] = useState(() => minorToPlain(value, digits));
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!focused) setText(minorToPlain(value, digits));
  }, [value, digits, focused]);

  const commit = (raw: string) => {
    const parsed = parseAmountInput(raw, digits);
    const next = parsed === null ? value : clampStake(parsed, limits);
    onChange(next);
    setText(minorToPlain(next, digits));
  };

  const press = (next: bigint) => {
    onPress?.();
    onChange(next);
  };

  const symbol = currencySymbol(currency) || currency;
  return (
    <div className="stake-control">
      <label htmlFor={id} className="field-label">
        {t('money.stake')}
      </label>
      <div className="stake-control__row">
        <div className="stake-control__input">
          <span className="stake-control__symbol">{symbol}</span>
          <input
            id={id}
            inputMode={digits > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={text}
            disabled={disabled}
            onFocus={() => setFocused(true)}
            onChange={(event) => setText(event.target.value)}
            onBlur={(event) => {
              setFocused(false);
              commit(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
        </div>
        <div className="stake-control__buttons">
          <button type="button" disabled={disabled} onClick={() => press(halveStake(value, limits))} aria-label="½">
            {t('stake.half')}
          </button>
          <button type="button" disabled={disabled} onClick={() => press(doubleStake(value, limits))} aria-label="×2">
            {t('stake.double')}
          </button>
          <button type="button" disabled={disabled} onClick={() => press(limits.min)}>
            {t('stake.min')}
          </button>
          <button type="button" disabled={disabled} onClick={() => press(clampStake(playableMax(limits), limits))}>
            {t('stake.max')}
          </button>
        </div>
      </div>
    </div>
  );
}
