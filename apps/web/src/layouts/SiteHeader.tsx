import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarMenu } from '../features/account/components/AvatarMenu';
import { openAuthModal } from '../features/auth/hooks/useAuthModalStore';
import { useIsLoggedIn, useIsTrial } from '../features/auth/hooks/useSessionStore';
import { useSignOut } from '../features/auth/hooks/useSignOut';
import { NoticeBell } from '../features/notices/components/NoticeBell';
import { LanguageSelect } from '../features/preferences/components/LanguageSelect';
import { ThemeToggle } from '../features/preferences/components/ThemeToggle';
import { HeaderVendorMenu } from '../features/vendors/components/HeaderVendorMenu';
import { HeaderWallet } from '../features/wallet/components/HeaderWallet';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { BrandLogo } from '../ui/BrandLogo';
import { Icon } from '../ui/Icon';
import './site-header.css';

interface SiteHeaderProps {
  isMenuOpen: boolean;
  onMenuToggle: () => void;
}

export function SiteHeader({ isMenuOpen, onMenuToggle }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const isLoggedIn = useIsLoggedIn();
  const isTrial = useIsTrial();
  const signOut = useSignOut();

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
          <>
            <HeaderWallet isTrial={isTrial} />
            <AvatarMenu isTrial={isTrial} onRegister={() => openAuthModal('register')} onSignOut={signOut} />
          </>
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
