import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { BrandLogo } from '../../../ui/BrandLogo';
import { CentreMenu } from '../../../ui/CentreMenu';
import { Icon, type IconName } from '../../../ui/Icon';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { type AgentPageId, agentPageHref } from '../hooks/agent-pages';
import { AgentClock } from './AgentClock';
import '../../member-centre/components/member-centre.css';
import './agent-centre.css';
import '../../../i18n/account-texts';

const PAGE_ICONS: Record<AgentPageId, IconName> = {
  agentAnnouncement: 'bell',
  agentTeamOverview: 'users',
  registerCenter: 'plus',
  downlineManagmentView: 'grid',
  personalHistoryCopy: 'receipt',
  palStatementsAgentCopy: 'chart',
  agentRevenueReport: 'percent',
  agentDownlineTransactionDetailsCopy: 'history',
  deposit: 'wallet',
  withdraw: 'cashout',
  transferDownline: 'transfer',
  teamBetting: 'dice',
  userLoss: 'warning',
  myIncome: 'trophy',
  accountDetails: 'user',
  dividendRecord: 'calendar',
  messages: 'chat',
  customerService: 'headset',
  dividend: 'gift',
  dailyWages: 'calendar',
  hourlySalary: 'clock',
  realtimeSalary: 'flame',
};

interface AgentCentreLayoutProps {
  pages: readonly AgentPageId[];
  current: AgentPageId;
  nickname: string;
  children: ReactNode;
}

/**
 * The agent centre (spec §2): no site header or footer; its own header with the GMT offset, a live
 * clock, the agent's nickname and sign out; the menu beside the page (tabs on phones).
 */
export function AgentCentreLayout({ pages, current, nickname, children }: AgentCentreLayoutProps) {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const signOut = useSignOut();
  const items = pages.map((page) => ({
    id: page,
    href: agentPageHref(page),
    icon: PAGE_ICONS[page],
    label: t(`agentCentre.pages.${page}`),
  }));

  return (
    <div className="agent-page agent-centre-page" data-testid="agent-home">
      <header className="agent-page__top agent-centre__header">
        <Link to="/" className="agent-centre__brand" aria-label={t('agent.backToSite')}>
          <BrandLogo name={info.merchantName} />
        </Link>
        <AgentClock />
        <div className="agent-centre__account">
          <span className="agent-centre__nickname" data-testid="agent-nickname">
            <Icon name="user" size={16} />
            {nickname}
          </span>
          <button type="button" className="btn btn--ghost btn--small" onClick={signOut} data-testid="agent-sign-out">
            <Icon name="logout" size={16} />
            <span className="agent-centre__sign-out-label">{t('agentCentre.signOut')}</span>
          </button>
        </div>
      </header>
      <div className="member-centre agent-centre">
        <aside className="member-centre__aside">
          <h1 className="member-centre__heading">{t('agentCentre.title')}</h1>
          <CentreMenu label={t('agentCentre.menuLabel')} items={items} current={current} testIdPrefix="agent-menu" />
        </aside>
        <section className="member-centre__content" aria-labelledby="agent-page-title" data-page={current}>
          <h2 id="agent-page-title" className="member-centre__title">
            {t(`agentCentre.pages.${current}`)}
          </h2>
          {children}
        </section>
      </div>
    </div>
  );
}
