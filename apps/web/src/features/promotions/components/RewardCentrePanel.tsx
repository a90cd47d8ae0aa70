import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { formatMoneyValue, localeTagOf } from '../../bet-record/hooks/money-format';
import { claimsQuery } from '../api/promotions';
import { usePromotions } from '../hooks/usePromotions';
import { PromotionCard } from './PromotionCard';
import { PromotionDetail } from './PromotionDetail';
import './promotions.css';

/** Member centre rewardCenter: what can be claimed now, and the history of claims and applications. */
export function RewardCentrePanel() {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { promotions, list, currencySymbol, claim, open, openPromotion, close } = usePromotions();
  const history = useQuery(claimsQuery(i18n.language));
  const claimable = list.filter((promotion) => promotion.state === 'claim');
  const locale = localeTagOf(i18n.language);

  const renderClaimable = () => {
    if (promotions.isPending) return <LoadingState />;
    if (promotions.isError)
      return <ErrorState message={errorMessage(promotions.error)} onRetry={() => void promotions.refetch()} />;
    if (claimable.length === 0)
      return (
        <EmptyState
          icon="gift"
          title={t('rewardCentre.noneClaimable')}
          text={t('rewardCentre.noneHint')}
          testId="rewards-empty"
        />
      );
    return (
      <div className="promo-grid promo-grid--compact">
        {claimable.map((promotion) => (
          <PromotionCard
            key={promotion.id}
            promotion={promotion}
            currencySymbol={currencySymbol}
            isClaiming={claim.pendingId === promotion.id}
            onClaim={claim.claim}
            onOpen={openPromotion}
          />
        ))}
      </div>
    );
  };

  const renderHistory = () => {
    if (history.isPending) return <LoadingState />;
    if (history.isError)
      return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
    if (history.data.length === 0) return <EmptyState icon="history" title={t('rewardCentre.noHistory')} />;
    return (
      <ul className="promo-history" data-testid="reward-history">
        {history.data.map((row) => (
          <li key={row.id} className="promo-history__row">
            <div>
              <p className="promo-history__title">{row.title}</p>
              <p className="promo-history__date">{new Date(row.createdAt).toLocaleString(locale)}</p>
              {row.reason && <p className="promo-history__reason">{row.reason}</p>}
            </div>
            <div className="promo-history__side">
              <span className="promo-history__amount">{formatMoneyValue(row.amount, currencySymbol)}</span>
              <span className={`promo-state promo-state--${row.status}`}>{t(`promotions.state.${row.status}`)}</span>
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="reward-centre" data-testid="reward-centre">
      {claim.error && (
        <p className="promo-banner promo-banner--error" role="alert">
          {claim.error}
        </p>
      )}
      {claim.done && (
        <p className="promo-banner promo-banner--success" role="status" data-testid="reward-claimed">
          {claim.done.state === 'applying' ? t('rewardCentre.applied') : t('rewardCentre.claimed')}
        </p>
      )}
      <section className="reward-centre__section">
        <h2 className="reward-centre__heading">{t('rewardCentre.claimable')}</h2>
        {renderClaimable()}
        <Link to="/promotions" className="reward-centre__all">
          {t('rewardCentre.allPromotions')}
        </Link>
      </section>
      <section className="reward-centre__section">
        <h2 className="reward-centre__heading">{t('rewardCentre.history')}</h2>
        {renderHistory()}
      </section>
      <PromotionDetail
        promotion={open}
        currencySymbol={currencySymbol}
        isClaiming={open !== null && claim.pendingId === open.id}
        error={claim.error}
        onClaim={claim.claim}
        onClose={close}
      />
    </div>
  );
}
