import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { SymbolIcon } from '../slot-common/symbols';
import { SlotBanner } from '../slot-common/WinBanner';

const COINS = Array.from({ length: 18 }, (_, i) => i);

/** The jackpot hit: falling coins, the jackpot symbol and the amount won. */
export function JackpotCelebration({ amount, currency, onSkip }: { amount: bigint; currency: string; onSkip(): void }) {
  const { t } = useI18n();
  return (
    <SlotBanner kind="jackpot" onSkip={onSkip}>
      <span className="jackpot-rain" aria-hidden="true">
        {COINS.map((i) => (
          <i key={i} style={{ left: `${(i * 37) % 100}%`, animationDelay: `${(i % 6) * 0.22}s` }} />
        ))}
      </span>
      <SymbolIcon symbol="JACKPOT" className="slot-banner__icon jackpot-celebration__icon" />
      <strong className="slot-banner__big" data-testid="jackpot-hit">
        {t('jackpot.hit')}
      </strong>
      <span className="slot-banner__amount">{formatMinor(amount, currency)}</span>
    </SlotBanner>
  );
}
