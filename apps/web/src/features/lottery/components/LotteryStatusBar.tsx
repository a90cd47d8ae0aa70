import { useTranslation } from 'react-i18next';
import { formatSiteMoney } from '../../../lib/money-display';
import { countdownText } from '../hooks/useNow';

interface LotteryStatusBarProps {
  /** The next draw as the page names it ("Next draw …" or "No draw open"). */
  drawLabel: string;
  drawTestId: string;
  closesAt: string | undefined;
  /** The merchant's cut-off in minutes, when the page shows it. */
  cutoffMinutes?: number;
  balance: string | undefined;
  now: number;
}

/** The status bar of a draw page (regional and SEA): the next draw, a countdown to the cut-off, the balance. */
export function LotteryStatusBar(props: LotteryStatusBarProps) {
  const { t } = useTranslation();
  return (
    <section className="lottery-status">
      <div>
        <span className="lottery-status__label" data-testid={props.drawTestId}>
          {props.drawLabel}
        </span>
        <span className="lottery-status__label">{t('lotteryVn.closesIn')}</span>
        <strong className="lottery-status__countdown" data-testid="lottery-countdown">
          {countdownText(props.closesAt, props.now)}
        </strong>
        {props.cutoffMinutes !== undefined && (
          <span className="lottery-status__label">{t('lotteryVn.cutoff', { minutes: props.cutoffMinutes })}</span>
        )}
      </div>
      <div className="lottery-status__balance">
        <span className="lottery-status__label">{t('lottery.balance')}</span>
        <strong data-testid="lottery-balance">{props.balance ? formatSiteMoney(BigInt(props.balance)) : '…'}</strong>
      </div>
    </section>
  );
}
