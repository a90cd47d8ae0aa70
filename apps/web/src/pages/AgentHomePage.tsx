import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { BrandLogo } from '../ui/BrandLogo';
import { ComingSoonPanel } from '../ui/ComingSoonPanel';
import './pages.css';

/** /agentHome, the agent centre (signed-in agents only); its pages open in a later release. */
export function AgentHomePage() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  return (
    <div className="agent-page" data-testid="agent-home">
      <header className="agent-page__top">
        <Link to="/" aria-label={t('agent.backToSite')}>
          <BrandLogo name={info.merchantName} />
        </Link>
      </header>
      <div className="agent-page__body">
        <ComingSoonPanel
          icon="users"
          title={t('planned.agentHome.title')}
          description={t('planned.agentHome.body')}
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
