import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../ui/Icon';
import { useIsTrial } from '../../auth/hooks/useSessionStore';
import { memberCountsQuery } from '../api/member-counts';
import { MEMBER_PAGES, type MemberPageId, memberPageHref, menuBadgeOf } from '../hooks/member-pages';
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
};

/** The member centre menu: a column beside the page on wide screens, scrolling tabs on phones. */
export function MemberMenu({ current }: { current: MemberPageId }) {
  const { t } = useTranslation();
  const currentRef = useRef<HTMLAnchorElement>(null);
  const isTrial = useIsTrial();
  const { data: counts } = useQuery(memberCountsQuery(!isTrial));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chosen tab is scrolled into view whenever it changes.
  useEffect(() => {
    const link = currentRef.current;
    const list = link?.closest('ul');
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2, behavior: 'smooth' });
  }, [current]);

  return (
    <nav className="member-menu" aria-label={t('memberCentre.title')}>
      <ul className="member-menu__list">
        {MEMBER_PAGES.map((page) => {
          const isCurrent = page === current;
          const badge = menuBadgeOf(page, counts);
          return (
            <li key={page}>
              <Link
                ref={isCurrent ? currentRef : undefined}
                to={memberPageHref(page)}
                className={`member-menu__link${isCurrent ? ' member-menu__link--current' : ''}`}
                aria-current={isCurrent ? 'page' : undefined}
                data-testid={`member-menu-${page}`}
              >
                <Icon name={PAGE_ICONS[page]} size={18} />
                <span>{t(`memberCentre.pages.${page}`)}</span>
                {badge && (
                  <span className="member-menu__badge" data-testid={`member-menu-badge-${page}`}>
                    {badge}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
