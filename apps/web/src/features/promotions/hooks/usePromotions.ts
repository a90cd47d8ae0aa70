import type { MemberPromotion } from '@fortuna/contracts/promotions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn, useIsTrial } from '../../auth/hooks/useSessionStore';
import { balanceQuery } from '../../wallet/api/balance';
import { promotionsQuery } from '../api/promotions';
import { useClaimPromotion } from './useClaimPromotion';

/** The promotions list with its claim action and the open detail, shared by /promotions and the reward centre. */
export function usePromotions() {
  const { i18n } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const isTrial = useIsTrial();
  const isMember = isLoggedIn && !isTrial;
  const promotions = useQuery(promotionsQuery(isMember, i18n.language));
  const balance = useQuery({ ...balanceQuery(), enabled: isMember });
  const claim = useClaimPromotion();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = promotions.data ?? [];
  const open = list.find((promotion) => promotion.id === openId) ?? null;
  return {
    promotions,
    list,
    currencySymbol: balance.data?.currencySymbol ?? '',
    claim,
    open,
    openPromotion: (promotion: MemberPromotion) => {
      claim.reset();
      setOpenId(promotion.id);
    },
    close: () => setOpenId(null),
  };
}
