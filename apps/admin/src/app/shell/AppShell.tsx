import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/** Side navigation, top bar and the routed page; on phones the navigation becomes a drawer. */
export function AppShell() {
  const [isNavOpen, setIsNavOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isNavOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsNavOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [isNavOpen]);

  // A new page starts at the top, as a full page load would.
  useEffect(() => {
    if (pathname) window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <div className="shell">
      <SideNav isOpen={isNavOpen} onNavigate={() => setIsNavOpen(false)} />
      {isNavOpen ? (
        <button
          type="button"
          className="scrim"
          aria-label="Close navigation"
          tabIndex={-1}
          onClick={() => setIsNavOpen(false)}
        />
      ) : null}
      <div className="shell-body">
        <TopBar isNavOpen={isNavOpen} onToggleNav={() => setIsNavOpen((open) => !open)} />
        <main className="main" id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
