import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AppDownloadCard } from '../features/app-download/components/AppDownloadCard';
import { useIsLoggedIn, useIsTrial } from '../features/auth/hooks/useSessionStore';
import { useSignOut } from '../features/auth/hooks/useSignOut';
import { CustomerServiceLinks } from '../features/customer-service/components/CustomerServiceLinks';
import { memberCountsQuery } from '../features/member-centre/api/member-counts';
import { menuBadgeOf } from '../features/member-centre/hooks/member-pages';
import { LanguageSelect } from '../features/preferences/components/LanguageSelect';
import { ThemeToggle } from '../features/preferences/components/ThemeToggle';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { BrandLogo } from '../ui/BrandLogo';
import { Icon } from '../ui/Icon';
import { useScrollLock } from '../ui/scroll-lock';
import { type MenuItem, sideMenuItems } from './side-menu-items';
import './side-menu.css';

interface SideMenuProps {
  /** Docked on the left at desktop widths; otherwise only a drawer. */
  isDocked: boolean;
  isOpen: boolean;
  onClose: () => void;
}

function MenuLink({ item, isLoggedIn, badge }: { item: MenuItem; isLoggedIn: boolean; badge: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const target = item.needsLogin && !isLoggedIn ? '/login' : item.to;
  const isCurrent = `${location.pathname}${location.search}` === target;
  return (
    <li>
      <Link
        to={target}
        className={`side-menu__link${isCurrent ? ' side-menu__link--current' : ''}`}
        aria-current={isCurrent ? 'page' : undefined}
        data-testid={`side-menu-${item.id}`}
      >
        <span className={`side-menu__link-icon side-menu__link-icon--${item.tone}`}>
          <Icon name={item.icon} size={18} />
        </span>
        {t(item.labelKey)}
        {badge && (
          <span className="side-menu__badge" data-testid={`side-menu-badge-${item.id}`}>
            {badge}
          </span>
        )}
      </Link>
    </li>
  );
}

/** What the side menu holds: its links, the app download, customer service and the preferences. */
function SideMenuContents() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const isLoggedIn = useIsLoggedIn();
  const signOut = useSignOut();
  const isTrial = useIsTrial();
  // The invite entry follows the merchant's referral switch (spec §6); a free-play account has nobody to invite.
  const items = sideMenuItems({
    hasReferral: info.whitelabel.referral && !isTrial,
    hasPromotions: true,
    hasRewardCentre: true,
    hasPointsMall: true,
  });
  const { data: counts } = useQuery(memberCountsQuery(isLoggedIn && !isTrial));
  const rewardBadge = menuBadgeOf('rewardCenter', counts);
  const hasApps = info.appDownload.ios !== '' || info.appDownload.android !== '';
  return (
    <>
      <nav className="side-menu__section">
        <ul className="side-menu__list">
          {items.map((item) => (
            <MenuLink
              key={item.id}
              item={item}
              isLoggedIn={isLoggedIn}
              badge={item.id === 'rewards' ? rewardBadge : null}
            />
          ))}
        </ul>
      </nav>

      {hasApps && (
        <section className="side-menu__section" data-testid="side-menu-apps">
          <h2 className="side-menu__heading">
            <Icon name="download" size={14} />
            {t('sideMenu.appDownload')}
          </h2>
          <AppDownloadCard mainDomain={info.mainDomain} links={info.appDownload} />
        </section>
      )}

      {info.customerService.length > 0 && (
        <section className="side-menu__section" data-testid="side-menu-customer-service">
          <h2 className="side-menu__heading">
            <Icon name="headset" size={14} />
            {t('sideMenu.customerService')}
          </h2>
          <CustomerServiceLinks entries={info.customerService} />
        </section>
      )}

      <section className="side-menu__section side-menu__preferences">
        <LanguageSelect hasCaption testId="side-menu-language" />
        <div className="side-menu__theme">
          <span className="side-menu__theme-label">{t('theme.label')}</span>
          <ThemeToggle testId="side-menu-theme-toggle" />
        </div>
        {isLoggedIn && (
          <button type="button" className="btn btn--ghost btn--block" onClick={signOut}>
            <Icon name="logout" size={16} />
            {t('common.signOut')}
          </button>
        )}
      </section>
    </>
  );
}

/** The width at which the full layout docks the side menu (side-menu.css). */
const DOCKED_WIDTH = '(min-width: 1024px)';

/**
 * The side menu: docked on wide screens, a drawer otherwise. A drawer's contents are rendered from
 * its first opening on, so a phone's first render does not build a menu nobody has opened.
 */
export function SideMenu({ isDocked, isOpen, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const isWide = useMediaQuery(DOCKED_WIDTH);
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  const hasContents = wasOpened || (isDocked && isWide);
  useScrollLock(isOpen);
  useEffect(() => {
    if (!isOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [isOpen, onClose]);

  const stateClass = `${isDocked ? ' side-menu--docked' : ''}${isOpen ? ' side-menu--open' : ''}`;

  return (
    <>
      <div
        className={`side-menu-backdrop${isOpen ? ' side-menu-backdrop--open' : ''}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <aside
        id="side-menu"
        className={`side-menu${stateClass}`}
        aria-label={t('sideMenu.label')}
        data-testid="side-menu"
      >
        <div className="side-menu__head">
          <BrandLogo name={info.merchantName} />
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('header.closeMenu')}>
            <Icon name="close" size={18} />
          </button>
        </div>
        {hasContents && <SideMenuContents />}
      </aside>
    </>
  );
}
