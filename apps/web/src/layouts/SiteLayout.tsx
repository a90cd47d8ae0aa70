import { useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { AnnouncementPopupHost } from '../features/announcements/components/AnnouncementPopup';
import { AuthModal } from '../features/auth/components/AuthModal';
import { PasswordChangeModal } from '../features/auth/components/PasswordChangeModal';
import { usePlayWatch } from '../features/protection/hooks/usePlayWatch';
import { InLaterTask } from '../ui/InLaterTask';
import { BannerArea } from './BannerArea';
import { wantsBanner } from './route-handle';
import { SideMenu } from './SideMenu';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './site-layout.css';

export type LayoutVariant = 'full' | 'game';

interface SiteLayoutProps {
  /** full: header, docked side menu, footer. game: header only; the side menu stays a drawer. */
  variant: LayoutVariant;
}

/** The player site frame: side menu, header, banner, main content and footer. */
export function SiteLayout({ variant }: SiteLayoutProps) {
  const location = useLocation();
  const matches = useMatches();
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === location.pathname;
  const hasBanner = variant === 'full' && matches.some((match) => wantsBanner(match.handle));
  usePlayWatch();

  return (
    <div className={`site site--${variant}`}>
      <SiteHeader isMenuOpen={isMenuOpen} onMenuToggle={() => setMenuOpenedAt(isMenuOpen ? null : location.pathname)} />
      <SideMenu isDocked={variant === 'full'} isOpen={isMenuOpen} onClose={() => setMenuOpenedAt(null)} />
      <div className="site__body">
        {hasBanner && <BannerArea />}
        <main id="main" className="site__main">
          <Outlet />
        </main>
        {variant === 'full' && (
          <InLaterTask>
            <SiteFooter />
          </InLaterTask>
        )}
      </div>
      <AuthModal />
      <PasswordChangeModal />
      <AnnouncementPopupHost />
    </div>
  );
}
