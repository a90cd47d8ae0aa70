import type { GameModule } from '../games/types';
import { useI18n } from '../i18n/i18n';
import { formatMinor } from '../lib/money';
import type { GameController } from './controller';

/** RTP as a percentage with two decimals (36/37 → "97.30%"). */
export function rtpText(rtp: number): string {
  return `${(Math.round(rtp * 10_000) / 100).toFixed(2)}%`;
}

/** The paytable and rules from the session's `game.paytable`, with RTP, version and limits. */
export function RulesPanel({ ctl, module }: { ctl: GameController; module: GameModule }) {
  const { t } = useI18n();
  return (
    <div className="rules">
      <dl className="rules__facts">
        <div>
          <dt>{t('panel.rtp')}</dt>
          <dd data-testid="rtp">{rtpText(ctl.game.statedRtp)}</dd>
        </div>
        <div>
          <dt>{t('panel.version')}</dt>
          <dd>{ctl.game.version}</dd>
        </div>
        <div>
          <dt>{t('panel.limits')}</dt>
          <dd>
            {formatMinor(ctl.minStake, ctl.currency)} – {formatMinor(ctl.maxStake, ctl.currency)}
          </dd>
        </div>
      </dl>
      <module.Paytable paytable={ctl.game.paytable} currency={ctl.currency} />
    </div>
  );
}
