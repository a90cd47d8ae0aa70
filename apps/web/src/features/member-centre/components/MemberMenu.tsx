import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { CentreMenu } from '../../../ui/CentreMenu';
import type { IconName } from '../../../ui/Icon';
import { useIsTrial } from '../../auth/hooks/useSessionStore';
import { memberCountsQuery } from '../api/member-counts';
import { type MemberPageId, memberPageHref, menuBadgeOf, menuMemberPages } from '../hooks/member-pages';
import '../../../i18n/account-texts';

const PAGE_ICONS: Record<MemberPageId, IconName> = {
  securityCenter: 'shield',
  transferFund: 'wallet',
  depositv2: 'plus',
  withdraw: 'cashout',
  transferUpline: 'transfer',
  personalHistoryCopy: 'receipt',
  transactionHistory: 'history',
  personalProfit: 'chart',
  bonusDetails: 'gift',
  rewardCenter: 'trophy',
  referral: 'users',
  missionLeaderboard: 'target',
  messageV2: 'chat',
  manualRebate: 'percent',
  responsibleGaming: 'heart',
  verification: 'shield',
  feedback: 'mail',
};

/** The member centre menu, with the red count badges of mission, message and reward entries. */
export function MemberMenu({ current }: { current: MemberPageId }) {
  const { t } = useTranslation();
  const isTrial = useIsTrial();
  const { data: counts } = useQuery(memberCountsQuery(!isTrial));
  const { info } = useSiteInfo();
  const items = menuMemberPages(info.whitelabel).map((page) => ({
    id: page,
    href: memberPageHref(page),
    icon: PAGE_ICONS[page],
    label: t(`memberCentre.pages.${page}`),
    badge: menuBadgeOf(page, counts),
  }));
  return <CentreMenu label={t('memberCentre.title')} items={items} current={current} testIdPrefix="member-menu" />;
}
