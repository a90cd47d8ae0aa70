import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { SlotSpriteHost } from './symbols';

interface SlotReplayFrameProps {
  /** The game's theme class (`slot--fruit`), if any. */
  theme?: string;
  compact?: boolean;
  payout: bigint;
  currency: string;
  /** Said before the total win. */
  totalBefore?: ReactNode;
  /** Said after the total win. */
  totalAfter?: ReactNode;
  /** The reels and wins of the round. */
  children: ReactNode;
}

/** A replayed slot round: the symbols, what the game shows of the round, then the round's total win. */
export function SlotReplayFrame({
  theme,
  compact,
  payout,
  currency,
  totalBefore,
  totalAfter,
  children,
}: SlotReplayFrameProps) {
  const { t } = useI18n();
  return (
    <div className={`slot-replay${theme ? ` ${theme}` : ''}${compact ? ' slot-replay--compact' : ''}`}>
      <SlotSpriteHost />
      {children}
      <p className="slot-replay__total">
        {totalBefore}
        {t('money.totalWin')}:{' '}
        <strong className={payout > 0n ? 'text-win' : ''}>{formatMinor(payout, currency)}</strong>
        {totalAfter}
      </p>
    </div>
  );
}
