import type { WageringStatus } from '@fortuna/contracts/payments';
import { useTranslation } from 'react-i18next';
import { minorFromText } from '../../../lib/money-display';
import { Icon } from '../../../ui/Icon';
import { showMoney } from '../hooks/money';
import '../../../i18n/account-texts';

/** Share achieved of a requirement, 0..100, without floating point on the money itself. */
function progressPercent(status: WageringStatus): number {
  const required = minorFromText(status.required.amountMinor);
  const achieved = minorFromText(status.achieved.amountMinor);
  if (!required || achieved === null || required <= 0n) return 100;
  const percent = (achieved * 100n) / required;
  return Number(percent > 100n ? 100n : percent);
}

/** Bonus wagering: met, or how much is still to bet (with a progress bar) before a withdrawal. */
export function WageringCard({ status, currencySymbol }: { status: WageringStatus; currencySymbol: string }) {
  const { t } = useTranslation();
  if (status.isMet) {
    return (
      <div className="pay-wagering pay-wagering--met" data-testid="wagering-status" data-met="true">
        <span className="pay-wagering__icon">
          <Icon name="check" size={18} />
        </span>
        <div>
          <p className="pay-wagering__title">{t('withdrawal.wagering.met')}</p>
          <p className="pay-wagering__text">{t('withdrawal.wagering.metHint')}</p>
        </div>
      </div>
    );
  }
  const percent = progressPercent(status);
  return (
    <div className="pay-wagering pay-wagering--open" data-testid="wagering-status" data-met="false">
      <span className="pay-wagering__icon">
        <Icon name="target" size={18} />
      </span>
      <div className="pay-wagering__body">
        <p className="pay-wagering__title">{t('withdrawal.wagering.notMet')}</p>
        <p className="pay-wagering__text" data-testid="wagering-remaining">
          {t('withdrawal.wagering.remaining', { remaining: showMoney(status.remaining, currencySymbol) })}
        </p>
        <div
          className="pay-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('withdrawal.wagering.notMet')}
        >
          <span className="pay-progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <p className="pay-wagering__figures">
          {t('withdrawal.wagering.progress', {
            achieved: showMoney(status.achieved, currencySymbol),
            required: showMoney(status.required, currencySymbol),
          })}
        </p>
      </div>
    </div>
  );
}
