import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { formatMoneyValue, localeTagOf } from '../../bet-record/hooks/money-format';
import { memberRebateQuery } from '../api/rebate';
import { useClaimRebate } from '../hooks/useClaimRebate';
import '../../promotions/components/promotions.css';
import './rebate.css';

/** Member centre manualRebate: rebate accrued on valid bet since the last claim, by game area, and the claim. */
export function RebatePanel({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const rebate = useQuery(memberRebateQuery(i18n.language));
  const claim = useClaimRebate();
  const locale = localeTagOf(i18n.language);
  const percentOf = (rate: string) => Number(rate).toLocaleString(locale);

  if (rebate.isPending) return <LoadingState />;
  if (rebate.isError) return <ErrorState message={errorMessage(rebate.error)} onRetry={() => void rebate.refetch()} />;
  const data = rebate.data;
  const hasAmount = BigInt(data.total.amountMinor) > 0n;

  return (
    <div className="rebate" data-testid="rebate-panel">
      {claim.error && (
        <p className="promo-banner promo-banner--error" role="alert">
          {claim.error}
        </p>
      )}
      {claim.done && (
        <p className="promo-banner promo-banner--success" role="status" data-testid="rebate-claimed">
          {t('rebate.claimed', { amount: formatMoneyValue(claim.done.amount, currencySymbol) })}
        </p>
      )}
      <section className="rebate__summary">
        <div>
          <p className="rebate__label">{t('rebate.accrued')}</p>
          <p className="rebate__total" data-testid="rebate-total">
            {formatMoneyValue(data.total, currencySymbol)}
          </p>
          <p className="rebate__level">
            {data.vipRankLevel > 0
              ? t('rebate.level', { name: data.vipLabelName, rank: data.vipRankLevel })
              : t('rebate.noLevel')}
          </p>
        </div>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!hasAmount || claim.isClaiming}
          onClick={claim.claim}
          data-testid="rebate-claim"
        >
          {t('rebate.claim')}
        </button>
      </section>
      {data.areas.length === 0 ? (
        <EmptyState icon="percent" title={t('rebate.empty')} text={t('rebate.emptyHint')} testId="rebate-empty" />
      ) : (
        <ul className="rebate__areas" data-testid="rebate-areas">
          {data.areas.map((area) => (
            <li key={area.gameType} className="rebate__area" data-testid={`rebate-area-${area.gameType}`}>
              <span className="rebate__area-name">{t(`categories.${area.gameType}`)}</span>
              <span>
                {t('rebate.validBet')}: {formatMoneyValue(area.validBet, currencySymbol)}
              </span>
              <span>
                {t('rebate.rate')}: {percentOf(area.ratePercent)}%
              </span>
              <strong>{formatMoneyValue(area.amount, currencySymbol)}</strong>
            </li>
          ))}
        </ul>
      )}
      <h3 className="rebate__heading">{t('rebate.history')}</h3>
      {data.claims.length === 0 ? (
        <p className="rebate__muted">{t('rebate.noHistory')}</p>
      ) : (
        <ul className="promo-history" data-testid="rebate-history">
          {data.claims.map((row) => (
            <li key={row.id} className="promo-history__row">
              <div>
                <p className="promo-history__title">
                  {row.parts.map((part) => t(`categories.${part.gameType}`)).join(', ')}
                </p>
                <p className="promo-history__date">{new Date(row.createdAt).toLocaleString(locale)}</p>
              </div>
              <span className="promo-history__amount">{formatMoneyValue(row.amount, currencySymbol)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="rebate__muted">{t('rebate.rule')}</p>
    </div>
  );
}
