import { useSignOut } from '../../features/auth/hooks/useSignOut';
import { useSessionStore } from '../../session/session-store';
import { Icon } from '../../ui/Icon';
import { useThemeStore } from './theme-store';

interface TopBarProps {
  isNavOpen: boolean;
  onToggleNav: () => void;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export function TopBar({ isNavOpen, onToggleNav }: TopBarProps) {
  const staff = useSessionStore((state) => state.staff);
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const { signOut, isSigningOut } = useSignOut();
  const displayName = staff?.displayName || staff?.username || '';

  return (
    <header className="topbar">
      <button
        type="button"
        className="icon-btn topbar-menu"
        aria-label={isNavOpen ? 'Close navigation' : 'Open navigation'}
        aria-expanded={isNavOpen}
        aria-controls="side-nav"
        onClick={onToggleNav}
      >
        <Icon name="menu" />
      </button>
      <div className="topbar-spacer" />
      <button
        type="button"
        className="icon-btn"
        onClick={toggleTheme}
        aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        title={theme === 'dark' ? 'Light theme' : 'Dark theme'}
        data-testid="theme-toggle"
      >
        <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
      </button>
      {staff ? (
        <div className="topbar-user" data-testid="topbar-user">
          <span className="avatar" aria-hidden="true">
            {initials(displayName)}
          </span>
          <span className="topbar-user-text">
            <span className="topbar-user-name">{displayName}</span>
            <span className="topbar-user-roles">{staff.roles.join(' · ')}</span>
          </span>
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => void signOut()}
        disabled={isSigningOut}
        data-testid="sign-out"
      >
        <Icon name="logout" size={16} />
        <span className="hide-sm">Sign out</span>
      </button>
    </header>
  );
}
