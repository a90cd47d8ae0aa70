import type { MemberPromotion } from '@fortuna/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { localeTagOf } from '../../bet-record/hooks/money-format';
import { CashbackSummary } from './CashbackSummary';
import { PromotionAction } from './PromotionAction';
import { RaffleSummary } from './RaffleSummary';
import { RaffleVerify } from './RaffleVerify';

interface PromotionDetailProps {
  promotion: MemberPromotion | null;
  currencySymbol: string;
  isClaiming: boolean;
  error: string | null;
  onClaim: (promotion: MemberPromotion) => void;
  onClose: () => void;
}

/** A promotion's detail: schedule, terms, where the member stands and the action. */
export function PromotionDetail({
  promotion,
  currencySymbol,
  isClaiming,
  error,
  onClaim,
  onClose,
}: PromotionDetailProps) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Date(iso).toLocaleDateString(localeTagOf(i18n.language));
  return (
    <Modal isOpen={promotion !== null} onClose={onClose} title={promotion?.title} testId="promotion-detail">
      {promotion && (
        <div className="promo-detail">
          <p className="promo-detail__period">
            {promotion.endsAt
              ? t('promotions.period', { from: date(promotion.startsAt), to: date(promotion.endsAt) })
              : t('promotions.since', { from: date(promotion.startsAt) })}
          </p>
          <h4 className="promo-detail__heading">{t('promotions.terms')}</h4>
          <p className="promo-detail__terms">{promotion.terms}</p>
          {promotion.cashback && (
            <CashbackSummary cashback={promotion.cashback} currencySymbol={currencySymbol} showRule />
          )}
          {promotion.raffle && (
            <>
              <RaffleSummary
                raffle={promotion.raffle}
                currencySymbol={currencySymbol}
                isMember={promotion.state !== 'join' && promotion.state !== 'coming_soon'}
                isDetail
              />
              {promotion.raffle.serverSeedHash && (
                <RaffleVerify
                  promotionId={promotion.id}
                  serverSeedHash={promotion.raffle.serverSeedHash}
                  isDrawn={promotion.raffle.drawnAt !== null}
                />
              )}
            </>
          )}
          {promotion.wageringMultiple > 0 && (
            <p className="promo-detail__note">
              {t('promotions.wageringNote', { multiple: promotion.wageringMultiple })}
            </p>
          )}
          {promotion.state === 'rejected' && promotion.reason && (
            <p className="promo-detail__reason" role="note">
              {t('promotions.rejectedReason', { reason: promotion.reason })}
            </p>
          )}
          {error && (
            <p className="promo-detail__error" role="alert">
              {error}
            </p>
          )}
          <div className="promo-detail__action">
            <PromotionAction
              promotion={promotion}
              currencySymbol={currencySymbol}
              isClaiming={isClaiming}
              onClaim={onClaim}
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
