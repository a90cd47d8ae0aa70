import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedAccount } from '../hooks/created-account';
import { AgentLinksCard } from './AgentLinksCard';
import { RegisterDownlineForm } from './RegisterDownlineForm';
import { RegisteredAccount } from './RegisteredAccount';
import './team.css';
import './register-center.css';

/** registerCenter: a form for a new downline account beside the agent's affiliate code, links and QR code. */
export function RegisterCenterPanel() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  // A new key gives "register another" an empty form.
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="team-register" data-testid="register-center">
      <section className="team-card" aria-labelledby="team-register-title">
        <header className="team-card__head">
          <h3 id="team-register-title" className="team-card__title">
            {t('agentCentre.team.register.title')}
          </h3>
          <p className="team-card__hint">{t('agentCentre.team.register.intro')}</p>
        </header>
        {created ? (
          <RegisteredAccount
            account={created}
            onAnother={() => {
              setCreated(null);
              setFormKey((key) => key + 1);
            }}
          />
        ) : (
          <RegisterDownlineForm key={formKey} onCreated={setCreated} />
        )}
      </section>
      <AgentLinksCard />
    </div>
  );
}
