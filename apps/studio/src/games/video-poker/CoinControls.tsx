import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';

const COUNTS = [1, 2, 3, 4, 5] as const;

/** Coin value (− / +) and coins 1–5; five coins are marked as the best return (royal flush 4000). */
export function CoinControls({
  coinValue,
  coinValues,
  onCoinValue,
  coins,
  onCoins,
  stake,
  currency,
  disabled,
}: {
  coinValue: bigint;
  coinValues: readonly bigint[];
  onCoinValue(value: bigint): void;
  coins: number;
  onCoins(coins: number): void;
  stake: bigint;
  currency: string;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const below = coinValues.filter((value) => value < coinValue);
  const above = coinValues.filter((value) => value > coinValue);
  return (
    <div className="vp-coins">
      <div className="vp-coin-value">
        <button
          type="button"
          className="round-button"
          onClick={() => {
            const value = below.at(-1);
            if (value !== undefined) onCoinValue(value);
          }}
          disabled={disabled || below.length === 0}
          aria-label="−"
        >
          −
        </button>
        <div className="vp-coin-value__value">
          <span className="muted small">{t('videoPoker.coinValue')}</span>
          <strong data-testid="vp-coin-value">{formatMinor(coinValue, currency)}</strong>
          <span className="muted small">
            {t('money.stake')} {formatMinor(stake, currency)}
          </span>
        </div>
        <button
          type="button"
          className="round-button"
          onClick={() => {
            const value = above[0];
            if (value !== undefined) onCoinValue(value);
          }}
          disabled={disabled || above.length === 0}
          aria-label="+"
        >
          +
        </button>
      </div>
      <fieldset className="vp-coin-count">
        <legend className="field-label">{t('videoPoker.coins')}</legend>
        <div className="vp-coin-count__row">
          {COUNTS.map((n) => (
            <button
              key={n}
              type="button"
              className={`${n === coins ? 'is-active' : ''}${n === 5 ? ' is-best' : ''}`}
              onClick={() => onCoins(n)}
              disabled={disabled}
              aria-pressed={n === coins}
              data-testid={`vp-coins-${n}`}
            >
              {n}
              {n === 5 && <span className="vp-max">MAX</span>}
            </button>
          ))}
        </div>
        {coins < 5 && <p className="vp-coin-count__hint small">{t('videoPoker.maxHint')}</p>}
      </fieldset>
    </div>
  );
}
