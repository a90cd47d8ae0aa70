import { PROMO_CATEGORIES, type PromoCategory } from '@fortuna/contracts/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StatePanel';
import { usePromotions } from '../hooks/usePromotions';
import { PromotionCard } from './PromotionCard';
import { PromotionDetail } from './PromotionDetail';
import './promotions.css';
import '../../../i18n/account-texts';

type Tab = 'all' | PromoCategory;

/** /promotions: the merchant's running promotions by category, each with its detail and claim action. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { promotions, list, currencySymbol, claim, open, openPromotion, close } = usePromotions();
  const [tab, setTab] = useState<Tab>('all');
  const tabs: Tab[] = ['all', ...PROMO_CATEGORIES.filter((category) => list.some((p) => p.category === category))];
  const shown = tab === 'all' ? list : list.filter((promotion) => promotion.category === tab);

  const renderBody = () => {
    if (promotions.isPending) return <LoadingState />;
    if (promotions.isError)
      return <ErrorState message={errorMessage(promotions.error)} onRetry={() => void promotions.refetch()} />;
    if (shown.length === 0) return <EmptyState icon="gift" title={t('promotions.empty')} testId="promotions-empty" />;
    return (
      <div className="promo-grid">
        {shown.map((promotion) => (
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

  return (
    <section className="promotions-page" data-testid="promotions-page">
      <header className="promotions-page__head">
        <h1 className="promotions-page__title">{t('promotions.title')}</h1>
        <p className="promotions-page__lead">{t('promotions.lead')}</p>
      </header>
      <div className="promo-tabs" role="tablist">
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`promo-tabs__tab${tab === id ? ' promo-tabs__tab--active' : ''}`}
            onClick={() => setTab(id)}
          >
            {t(`promotions.category.${id}`)}
          </button>
        ))}
      </div>
      {claim.error && claim.errorId !== open?.id && (
        <p className="promo-banner promo-banner--error" role="alert">
          {claim.error}
        </p>
      )}
      {renderBody()}
      <PromotionDetail
        promotion={open}
        currencySymbol={currencySymbol}
        isClaiming={open !== null && claim.pendingId === open.id}
        error={claim.errorId === open?.id ? claim.error : null}
        onClaim={claim.claim}
        onClose={close}
      />
    </section>
  );
}
