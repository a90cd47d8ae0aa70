import { useI18n } from '../i18n/i18n';
import { currencySymbol, formatMinor } from '../lib/money';
import type { GameController } from './controller';

/** Balance, stake and last win: always on screen. */
export function StatusBar({ ctl }: { ctl: GameController }) {
  const { t } = useI18n();
  const won = ctl.lastWin !== null && ctl.lastWin > 0n;
  // A currency without a symbol (DEMO) is named once in the balance label, not after every amount.
  const hasSymbol = currencySymbol(ctl.currency) !== '';
  const show = (minor: bigint) => formatMinor(minor, ctl.currency, { withCurrency: hasSymbol });
  return (
    <footer className="status-bar" aria-live="polite">
      {ctl.session.isTrial && (
        <span className="demo-badge demo-badge--status" title={t('demo.title')}>
          {t('demo.badge')}
        </span>
      )}
      <div className="status-bar__item">
        <span className="status-bar__label">
          {t('money.balance')}
          {hasSymbol ? '' : ` · ${ctl.currency}`}
        </span>
        <span className="status-bar__value" data-testid="balance">
          {show(ctl.balance)}
        </span>
      </div>
      <div className="status-bar__item">
        <span className="status-bar__label">{t('money.stake')}</span>
        <span className="status-bar__value" data-testid="stake">
          {show(ctl.stake)}
        </span>
      </div>
      <div className={`status-bar__item${won ? ' status-bar__item--win' : ''}`}>
        <span className="status-bar__label">{t('money.lastWin')}</span>
        <span className="status-bar__value" data-testid="last-win">
          {ctl.lastWin === null ? '—' : show(ctl.lastWin)}
        </span>
      </div>
    </footer>
  );
}
