import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';

/** A full-window banner over the reels; a tap skips ahead. */
export function SlotBanner({ kind, onSkip, children }: { kind: string; onSkip(): void; children: ReactNode }) {
  return (
    <button type="button" className={`slot-banner slot-banner--${kind}`} onClick={onSkip} data-testid="slot-banner">
      {children}
    </button>
  );
}

/** Big / mega / epic win celebration. */
export function BigWinBanner({
  level,
  amount,
  currency,
  onSkip,
}: {
  level: 'big' | 'mega' | 'epic';
  amount: bigint;
  currency: string;
  onSkip(): void;
}) {
  const { t } = useI18n();
  return (
    <SlotBanner kind="big" onSkip={onSkip}>
      <strong className="slot-banner__big">
        {t(level === 'epic' ? 'slot.epicWin' : level === 'mega' ? 'slot.megaWin' : 'slot.bigWin')}
      </strong>
      <span className="slot-banner__amount">{formatMinor(amount, currency)}</span>
    </SlotBanner>
  );
}
