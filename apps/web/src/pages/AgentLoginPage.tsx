import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { AgentLoginForm } from '../features/auth/components/AgentLoginForm';
import { useSessionStore } from '../features/auth/hooks/useSessionStore';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { BrandLogo } from '../ui/BrandLogo';
import { Icon } from '../ui/Icon';
import './agent-login.css';
import './pages.css';

/** /agent, the agent landing: a sign-in card. A signed-in agent goes straight on to /agentHome. */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const isSignedInAgent = useSessionStore((state) => state.token !== null && state.isAgent);
  if (isSignedInAgent) return <Navigate to="/agentHome" replace />;

  return (
    <div className="agent-page" data-testid="agent-page">
      <main className="agent-login">
        <section className="agent-login__card" aria-labelledby="agent-login-title">
          <div className="agent-login__head">
            <BrandLogo name={info.merchantName} />
            <h1 className="agent-login__title" id="agent-login-title">
              {t('agent.loginTitle')}
            </h1>
            <p className="agent-login__subtitle">{t('agent.loginSubtitle')}</p>
          </div>
          <AgentLoginForm />
        </section>
        <Link to="/" className="agent-login__back">
          <Icon name="home" size={16} />
          {t('agent.backToSite')}
        </Link>
      </main>
    </div>
  );
}
