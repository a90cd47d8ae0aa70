import type { ContractSummary } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../ui/Icon';
import { agentPageHref } from '../../hooks/agent-pages';
import { pagesWithRequests } from '../hooks/contract-model';
import './contracts.css';
import '../../../../i18n/account-texts';

/** A notice above every agent page while contract requests wait for the agent's answer. */
export function ContractRequestsBanner({ summary }: { summary: ContractSummary | undefined }) {
  const { t } = useTranslation();
  if (!summary || summary.waiting <= 0) return null;
  return (
    <div className="contract-banner" role="status" data-testid="contract-waiting-banner">
      <Icon name="bell" size={18} />
      <span>
        {t('agentContracts.waitingBanner')}{' '}
        <span className="contract-banner__count" data-testid="contract-waiting-count">
          {summary.waiting > 99 ? '99+' : summary.waiting}
        </span>
      </span>
      <span className="contract-banner__links">
        {pagesWithRequests(summary).map((page) => (
          <Link key={page} to={agentPageHref(page)} className="contract-banner__link">
            {t(`agentCentre.pages.${page}`)}
          </Link>
        ))}
      </span>
    </div>
  );
}
