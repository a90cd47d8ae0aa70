import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { SymbolIcon } from '../slot-common/symbols';
import { BigWinBanner, SlotBanner } from '../slot-common/WinBanner';

/** What Dragon Ways announces over the reels. */
export type FeatureBanner =
  | { kind: 'free'; count: number; retrigger: boolean; multiplier: number }
  | { kind: 'total'; base: bigint; free: bigint; total: bigint }
  | { kind: 'big'; level: 'big' | 'mega' | 'epic'; amount: bigint };

export function WaysBanner({ banner, currency, onSkip }: { banner: FeatureBanner; currency: string; onSkip(): void }) {
  const { t } = useI18n();
  if (banner.kind === 'big') {
    return <BigWinBanner level={banner.level} amount={banner.amount} currency={currency} onSkip={onSkip} />;
  }
  if (banner.kind === 'free') {
    return (
      <SlotBanner kind="free" onSkip={onSkip}>
        <SymbolIcon symbol="SCATTER" className="slot-banner__icon" />
        <strong>
          {banner.retrigger ? t('ways.retrigger', { n: banner.count }) : t('ways.freeSpinsWon', { n: banner.count })}
        </strong>
        <span>{t('ways.allWins', { n: banner.multiplier })}</span>
      </SlotBanner>
    );
  }
  return (
    <SlotBanner kind="free-total" onSkip={onSkip}>
      <span>{t('ways.featureTotal')}</span>
      <strong data-testid="feature-total">{formatMinor(banner.free, currency)}</strong>
      <dl className="slot-banner__sums">
        <div>
          <dt>{t('ways.baseWin')}</dt>
          <dd>{formatMinor(banner.base, currency)}</dd>
        </div>
        <div>
          <dt>{t('ways.freeWin')}</dt>
          <dd>{formatMinor(banner.free, currency)}</dd>
        </div>
        <div className="is-total">
          <dt>{t('ways.roundTotal')}</dt>
          <dd>{formatMinor(banner.total, currency)}</dd>
        </div>
      </dl>
    </SlotBanner>
  );
}
