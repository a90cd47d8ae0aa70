import type { MemberPromotion } from '@fortuna/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon';
import { formatMoneyValue } from '../../bet-record/hooks/money-format';

interface PromotionActionProps {
  promotion: MemberPromotion;
  currencySymbol: string;
  isClaiming: boolean;
  onClaim: (promotion: MemberPromotion) => void;
}

/** The promotion's button or state chip: claim / apply, or where the member stands (spec §4 activity states). */
export function PromotionAction({ promotion, currencySymbol, isClaiming, onClaim }: PromotionActionProps) {
  const { t } = useTranslation();
  if (promotion.state === 'join') {
    return (
      <Link to="/login" className="btn btn--primary btn--small" data-testid="promotion-join">
        {t('promotions.action.join')}
      </Link>
    );
  }
  if (promotion.state === 'claim') {
    const isApply = promotion.kind === 'apply_approve';
    return (
      <button
        type="button"
        className="btn btn--primary btn--small"
        disabled={isClaiming}
        onClick={() => onClaim(promotion)}
        data-testid={`promotion-claim-${promotion.id}`}
      >
        <Icon name={isApply ? 'pencil' : 'gift'} size={14} />
        {isApply
          ? t('promotions.action.apply')
          : t('promotions.action.claim', {
              amount: promotion.reward ? formatMoneyValue(promotion.reward, currencySymbol) : '',
            })}
      </button>
    );
  }
  const { state } = promotion;
  // Cashback is paid by the end-of-period job: its states read "paid" and "counting".
  const label =
    promotion.kind === 'cashback' && (state === 'issued' || state === 'process')
      ? t(`promotions.cashback.state.${state}`)
      : promotion.kind === 'raffle' && (state === 'issued' || state === 'process' || state === 'close')
        ? t(`promotions.raffle.state.${promotion.raffle?.drawnAt ? 'drawn' : 'open'}.${state}`)
        : t(`promotions.state.${state}`);
  return (
    <span className={`promo-state promo-state--${state}`} data-testid={`promotion-state-${promotion.id}`}>
      {label}
    </span>
  );
}
