import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';

interface CoinControlProps {
  /** The amounts to step through, smallest first. */
  values: readonly bigint[];
  index: number;
  onChange(index: number): void;
  currency: string;
  label: string;
  /** The total stake shown under the coin (omitted when the coin is the stake). */
  totalStake?: bigint;
  disabled: boolean;
}

/** − coin + stepper of a slot (coin per line, or the stake itself). */
export function CoinControl({ values, index, onChange, currency, label, totalStake, disabled }: CoinControlProps) {
  const { t } = useI18n();
  const value = values[Math.min(index, values.length - 1)] ?? 0n;
  return (
    <div className="coin-control">
      <button
        type="button"
        className="round-button"
        onClick={() => onChange(Math.max(0, index - 1))}
        disabled={disabled || index === 0}
        aria-label="−"
        data-testid="coin-down"
      >
        −
      </button>
      <div className="coin-control__value">
        <span className="muted small">{label}</span>
        <strong data-testid="slot-coin">{formatMinor(value, currency)}</strong>
        {totalStake !== undefined && (
          <span className="muted small">
            {t('money.stake')} {formatMinor(totalStake, currency)}
          </span>
        )}
      </div>
      <button
        type="button"
        className="round-button"
        onClick={() => onChange(Math.min(values.length - 1, index + 1))}
        disabled={disabled || index >= values.length - 1}
        aria-label="+"
        data-testid="coin-up"
      >
        +
      </button>
    </div>
  );
}
