import type { DownlinePage } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../ui/Icon';
import { crumbsOf } from '../hooks/downline-list';

interface DownlineBreadcrumbProps {
  path: DownlinePage['path'];
  onOpen: (parentId: number | null) => void;
}

/** Where in the team the list is: the agent, then each agent drilled into; earlier steps go back up. */
export function DownlineBreadcrumb({ path, onOpen }: DownlineBreadcrumbProps) {
  const { t } = useTranslation();
  const crumbs = crumbsOf(path);
  // At the agent's own downlines there is nowhere to go back to.
  if (crumbs.length < 2) return null;
  return (
    <nav className="team-crumbs" aria-label={t('agentCentre.team.downlines.path')} data-testid="downline-breadcrumb">
      <ol className="team-crumbs__list">
        {crumbs.map((crumb) => {
          const label = crumb.parentId === null ? t('agentCentre.team.downlines.me') : crumb.username;
          return (
            <li key={crumb.parentId ?? 'me'} className="team-crumbs__item">
              {crumb.isCurrent ? (
                <span className="team-crumbs__current" aria-current="location">
                  {label}
                </span>
              ) : (
                <button
                  type="button"
                  className="team-crumbs__link"
                  onClick={() => onOpen(crumb.parentId)}
                  data-testid={`downline-crumb-${crumb.username}`}
                >
                  {crumb.parentId === null && <Icon name="home" size={13} />}
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
