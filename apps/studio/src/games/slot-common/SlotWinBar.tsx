import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';

interface SlotWinBarProps {
  win: bigint | null;
  currency: string;
  /** Shown while there is no win (the lines or ways played). */
  idleLabel: string;
  /** The word before a win (default "Win"). */
  winLabel?: string;
  /** More captions after the win. */
  children?: ReactNode;
}

/** The bar under the reels: the round's win, or what is played while nothing is won. */
export function SlotWinBar({ win, currency, idleLabel, winLabel, children }: SlotWinBarProps) {
  const { t } = useI18n();
  return (
    <div className="slot__winbar" aria-live="polite">
      {win !== null && win > 0n ? (
        <span className="slot__win" data-testid="slot-win">
          <span className="slot__win-label">{winLabel ?? t('money.win')}</span> {formatMinor(win, currency)}
        </span>
      ) : (
        <span className="slot__lines-label">{idleLabel}</span>
      )}
      {children}
    </div>
  );
}
