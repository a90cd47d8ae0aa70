import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { formatMoneyValue, localeTagOf } from '../../bet-record/hooks/money-format';
import { bonusesQuery } from '../api/promotions';
import './promotions.css';

/** Exact share of the wagering done, 0–100 (minor units are integers; the ratio is for drawing only). */
function progressOf(achievedMinor: string, requiredMinor: string): number {
  const required = BigInt(requiredMinor);
  if (required === 0n) return 100;
  return Number((BigInt(achievedMinor) * 100n) / required);
}

/** Member centre bonusDetails: every bonus paid, with its wagering progress. */
export function BonusDetailsPanel({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const bonuses = useQuery(bonusesQuery(i18n.language));
  const locale = localeTagOf(i18n.language);
  if (bonuses.isPending) return <LoadingState />;
  if (bonuses.isError)
    return <ErrorState message={errorMessage(bonuses.error)} onRetry={() => void bonuses.refetch()} />;
  if (bonuses.data.length === 0)
    return (
      <EmptyState
        icon="gift"
        title={t('bonusDetails.empty')}
        text={t('bonusDetails.emptyHint')}
        testId="bonuses-empty"
      />
    );
  return (
    <ul className="bonus-list" data-testid="bonus-list">
      {bonuses.data.map((bonus) => {
        const percent = progressOf(bonus.achieved.amountMinor, bonus.required.amountMinor);
        return (
          <li key={bonus.key} className="bonus-item" data-testid={`bonus-${bonus.key}`}>
            <div className="bonus-item__head">
              <div>
                <p className="bonus-item__title">{bonus.title}</p>
                <p className="bonus-item__date">{new Date(bonus.issuedAt).toLocaleString(locale)}</p>
              </div>
              <span className="bonus-item__amount">{formatMoneyValue(bonus.amount, currencySymbol)}</span>
            </div>
            {bonus.wageringMultiple > 0 ? (
              <>
                <div
                  className="bonus-item__bar"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={t('bonusDetails.progress')}
                >
                  <span style={{ width: `${percent}%` }} />
                </div>
                <p className="bonus-item__wagering" data-testid="bonus-wagering">
                  {t('bonusDetails.wagering', {
                    achieved: formatMoneyValue(bonus.achieved, currencySymbol),
                    required: formatMoneyValue(bonus.required, currencySymbol),
                    multiple: bonus.wageringMultiple,
                  })}
                </p>
              </>
            ) : null}
            <span className={`promo-state promo-state--${bonus.isMet ? 'issued' : 'process'}`}>
              {bonus.isMet ? t('bonusDetails.met') : t('bonusDetails.inProgress')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
