import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn, useIsTrial } from '../features/auth/hooks/useSessionStore';
import { NoticeBell } from '../features/notices/components/NoticeBell';
import { LanguageSelect } from '../features/preferences/components/LanguageSelect';
import { ThemeToggle } from '../features/preferences/components/ThemeToggle';
import { HeaderVendorMenu } from '../features/vendors/components/HeaderVendorMenu';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { lazyComponent } from '../lib/lazy-chunk';
import { BrandLogo } from '../ui/BrandLogo';
import { Icon } from '../ui/Icon';
import { LazyBoundary } from '../ui/LazyBoundary';
import './site-header.css';

/** Wallet and avatar menu: loaded for a session, not by a guest's first visit. */
export const MemberHeaderActions = lazyComponent(() =>
  import('./MemberHeaderActions').then((module) => module.MemberHeaderActions),
);

interface SiteHeaderProps {
  isMenuOpen: boolean;
  onMenuToggle: () => void;
}

export function SiteHeader({ isMenuOpen, onMenuToggle }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const isLoggedIn = useIsLoggedIn();
  const isTrial = useIsTrial();

  return (
    <header className={`site-header${isLoggedIn ? ' site-header--member' : ''}`} data-testid="site-header">
      <button
        type="button"
        className="site-header__menu-button icon-btn"
        onClick={onMenuToggle}
        aria-label={isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
        aria-expanded={isMenuOpen}
        aria-controls="side-menu"
        data-testid="menu-button"
      >
        <Icon name={isMenuOpen ? 'close' : 'menu'} size={20} />
      </button>
      <Link to="/" className="site-header__brand" aria-label={t('header.home')}>
        <BrandLogo name={info.merchantName} isCompact />
      </Link>
      <HeaderVendorMenu />
      <div className="site-header__actions">
        <NoticeBell />
        <span className="site-header__wide-only">
          <ThemeToggle />
        </span>
        <span className="site-header__wide-only">
          <LanguageSelect testId="header-language" />
        </span>
        {isLoggedIn ? (
          <LazyBoundary fallback={<span className="site-header__member-placeholder" aria-hidden="true" />}>
            <MemberHeaderActions isTrial={isTrial} />
          </LazyBoundary>
        ) : (
          <>
            <Link to="/login" className="btn btn--secondary btn--small" data-testid="header-login">
              {t('common.login')}
            </Link>
            <Link to="/register" className="btn btn--primary btn--small" data-testid="header-register">
              {t('common.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
