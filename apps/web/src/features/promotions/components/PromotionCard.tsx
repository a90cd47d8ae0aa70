import type { MemberPromotion } from '@fortuna/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../ui/Icon';
import { CashbackSummary } from './CashbackSummary';
import { PromotionAction } from './PromotionAction';
import { RaffleSummary } from './RaffleSummary';

const KIND_ICONS: Record<MemberPromotion['kind'], IconName> = {
  first_deposit: 'gift',
  reload_deposit: 'wallet',
  daily_checkin: 'calendar',
  apply_approve: 'sparkles',
  cashback: 'percent',
  mission: 'target',
  leaderboard: 'trophy',
  raffle: 'ticket',
};

interface PromotionCardProps {
  promotion: MemberPromotion;
  currencySymbol: string;
  isClaiming: boolean;
  onClaim: (promotion: MemberPromotion) => void;
  onOpen: (promotion: MemberPromotion) => void;
}

/** One promotion in the list: artwork (or its kind's emblem), title, category and the action. */
export function PromotionCard({ promotion, currencySymbol, isClaiming, onClaim, onOpen }: PromotionCardProps) {
  const { t } = useTranslation();
  return (
    <article className={`promo-card promo-card--${promotion.kind}`} data-testid={`promotion-${promotion.id}`}>
      <button type="button" className="promo-card__art" onClick={() => onOpen(promotion)} aria-label={promotion.title}>
        {promotion.artworkUrl ? (
          <img src={promotion.artworkUrl} alt="" loading="lazy" />
        ) : (
          <span className="promo-card__emblem">
            <Icon name={KIND_ICONS[promotion.kind]} size={34} />
          </span>
        )}
        <span className="promo-card__category">{t(`promotions.category.${promotion.category}`)}</span>
      </button>
      <div className="promo-card__body">
        <h3 className="promo-card__title">{promotion.title}</h3>
        {promotion.kind === 'daily_checkin' && promotion.streakDays !== null && (
          <p className="promo-card__meta">{t('promotions.streak', { count: promotion.streakDays })}</p>
        )}
        {promotion.cashback && <CashbackSummary cashback={promotion.cashback} currencySymbol={currencySymbol} />}
        {promotion.raffle && (
          <RaffleSummary
            raffle={promotion.raffle}
            currencySymbol={currencySymbol}
            isMember={promotion.state !== 'join' && promotion.state !== 'coming_soon'}
          />
        )}
        {promotion.wageringMultiple > 0 && (
          <p className="promo-card__meta">{t('promotions.wagering', { multiple: promotion.wageringMultiple })}</p>
        )}
        <div className="promo-card__footer">
          <button type="button" className="promo-card__more" onClick={() => onOpen(promotion)}>
            {t('promotions.details')}
            <Icon name="chevronRight" size={14} />
          </button>
          <PromotionAction
            promotion={promotion}
            currencySymbol={currencySymbol}
            isClaiming={isClaiming}
            onClaim={onClaim}
          />
        </div>
      </div>
    </article>
  );
}
