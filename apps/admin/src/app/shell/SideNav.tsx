import { NavLink } from 'react-router';
import { useSessionStore } from '../../session/session-store';
import { Icon } from '../../ui/Icon';
import { visibleNavItems } from './nav-items';

interface SideNavProps {
  isOpen: boolean;
  onNavigate: () => void;
}

export function SideNav({ isOpen, onNavigate }: SideNavProps) {
  const staff = useSessionStore((state) => state.staff);
  return (
    <aside id="side-nav" className={isOpen ? 'sidenav sidenav-open' : 'sidenav'} aria-label="Main navigation">
      <div className="sidenav-brand">
        <span className="brand-mark">F</span>
        <span className="brand-text">
          <span className="brand-name">Fortuna</span>
          <span className="brand-sub">Back office</span>
        </span>
      </div>
      <nav className="sidenav-links">
        <p className="sidenav-heading">Operations</p>
        {visibleNavItems(staff).map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/'}
            data-testid={item.testId}
            className={({ isActive }) => (isActive ? 'sidenav-link sidenav-link-active' : 'sidenav-link')}
            onClick={onNavigate}
          >
            <Icon name={item.icon} />
            <span>{item.label}</span>
          </NavLink>
        ))}
      </nav>
      <p className="sidenav-footer">Fortuna platform</p>
    </aside>
  );
}
