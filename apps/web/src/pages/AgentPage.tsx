import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { BrandLogo } from '../ui/BrandLogo';
import { ComingSoonPanel } from '../ui/ComingSoonPanel';
import './pages.css';

interface AgentPageProps {
  /** agent: the agent landing and sign-in; agentHome: the agent centre. */
  feature: 'agent' | 'agentHome';
}

/** The agent area, shown without the player site's header and footer. */
export function AgentPage({ feature }: AgentPageProps) {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  return (
    <div className="agent-page" data-testid={feature === 'agent' ? 'agent-page' : 'agent-home-page'}>
      <header className="agent-page__top">
        <Link to="/" aria-label={t('agent.backToSite')}>
          <BrandLogo name={info.merchantName} />
        </Link>
      </header>
      <div className="agent-page__body">
        <ComingSoonPanel
          icon="users"
          title={t(`planned.${feature}.title`)}
          description={t(`planned.${feature}.body`)}
          actions={
            <Link to="/" className="btn btn--secondary">
              {t('agent.backToSite')}
            </Link>
          }
        />
      </div>
    </div>
  );
}
