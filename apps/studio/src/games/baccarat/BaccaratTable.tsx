import { useI18n } from '../../i18n/i18n';
import { compactMinor, formatMinor } from '../../lib/money';
import { Chip, tierOf } from '../roulette/Chip';
import { BET_PAYS } from './chips';
import type { BetOutcome } from './coup';
import type { BaccaratBet } from './detail';

/** The order of the spots on the felt: side bets above, the two main bets below. */
const SPOTS: readonly BaccaratBet[] = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'];

export interface SpotResult {
  outcome: BetOutcome;
  payout: bigint;
}

interface BaccaratTableProps {
  amounts: Record<BaccaratBet, bigint>;
  denominations: readonly bigint[];
  currency: string;
  results?: Partial<Record<BaccaratBet, SpotResult>>;
  onPlace?(bet: BaccaratBet): void;
  disabled?: boolean;
}

/** The felt with the five betting spots and the chips on them. */
export function BaccaratTable({ amounts, denominations, currency, results, onPlace, disabled }: BaccaratTableProps) {
  const { t } = useI18n();
  return (
    <div className="baccarat-felt">
      {SPOTS.map((bet) => {
        const amount = amounts[bet];
        const result = results?.[bet];
        const classes = ['baccarat-spot', `baccarat-spot--${bet}`, result ? `is-${result.outcome}` : '']
          .filter(Boolean)
          .join(' ');
        return (
          <button
            key={bet}
            type="button"
            className={classes}
            onClick={() => onPlace?.(bet)}
            disabled={disabled || !onPlace}
            data-testid={`baccarat-spot-${bet}`}
            aria-label={`${t(`baccarat.bet.${bet}`)} ${BET_PAYS[bet]}${amount > 0n ? ` · ${formatMinor(amount, currency)}` : ''}`}
          >
            <span className="baccarat-spot__name">{t(`baccarat.bet.${bet}`)}</span>
            <span className="baccarat-spot__pays">{BET_PAYS[bet]}</span>
            {amount > 0n && (
              <Chip
                key={amount.toString()}
                className="baccarat-spot__chip"
                tier={tierOf(amount, denominations)}
                label={compactMinor(amount, currency)}
              />
            )}
            {result && amount > 0n && (
              <span className={`baccarat-spot__result baccarat-spot__result--${result.outcome}`}>
                {result.outcome === 'lose' ? t('baccarat.lost') : `+${formatMinor(result.payout, currency)}`}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
