import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './Icon';

export interface CentreMenuItem {
  id: string;
  href: string;
  icon: IconName;
  label: string;
  /** A red count badge (already cut to "99+"), or null. */
  badge?: string | null;
}

interface CentreMenuProps {
  label: string;
  items: readonly CentreMenuItem[];
  current: string;
  /** Test ids: `<prefix>-<id>` for a link, `<prefix>-badge-<id>` for its badge. */
  testIdPrefix: string;
}

/**
 * The menu of the member centre and the agent centre: a column beside the page on wide screens,
 * scrolling tabs on phones (the chosen tab scrolled into view). Styles in member-centre.css.
 */
export function CentreMenu({ label, items, current, testIdPrefix }: CentreMenuProps) {
  const currentRef = useRef<HTMLAnchorElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chosen tab is scrolled into view whenever it changes.
  useEffect(() => {
    const link = currentRef.current;
    const list = link?.closest('ul');
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2, behavior: 'smooth' });
  }, [current]);

  return (
    <nav className="member-menu" aria-label={label}>
      <ul className="member-menu__list">
        {items.map((item) => {
          const isCurrent = item.id === current;
          return (
            <li key={item.id}>
              <Link
                ref={isCurrent ? currentRef : undefined}
                to={item.href}
                className={`member-menu__link${isCurrent ? ' member-menu__link--current' : ''}`}
                aria-current={isCurrent ? 'page' : undefined}
                data-testid={`${testIdPrefix}-${item.id}`}
              >
                <Icon name={item.icon} size={18} />
                <span>{item.label}</span>
                {item.badge && (
                  <span className="member-menu__badge" data-testid={`${testIdPrefix}-badge-${item.id}`}>
                    {item.badge}
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
