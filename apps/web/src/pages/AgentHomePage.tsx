import type { MemberInfo } from '@fortuna/contracts/session';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { memberInfoQuery } from '../api/member-info';
import { AgentCentreLayout } from '../features/agent-centre/components/AgentCentreLayout';
import { useContractSummary } from '../features/agent-centre/contracts/api/useContractSummary';
import { ContractRequestsBanner } from '../features/agent-centre/contracts/components/ContractRequestsBanner';
import {
  type AgentPageId,
  agentMenuPages,
  CONTRACT_PAGES,
  resolveAgentPage,
} from '../features/agent-centre/hooks/agent-pages';
import { CustomerServiceLinks } from '../features/customer-service/components/CustomerServiceLinks';
import { memberPageHref } from '../features/member-centre/hooks/member-pages';
import { balanceQuery } from '../features/wallet/api/balance';
import { useApiErrorMessage } from '../hooks/useApiErrorMessage';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { lazyComponent } from '../lib/lazy-chunk';
import { LazyBoundary } from '../ui/LazyBoundary';
import { ErrorState, LoadingState } from '../ui/StatePanel';
import './pages.css';

/** The agent's own money and bet record use the member centre's panels, each its own chunk. */
const DepositPanel = lazyComponent(() =>
  import('../features/payments/components/DepositPanel').then((module) => module.DepositPanel),
);
const WithdrawPanel = lazyComponent(() =>
  import('../features/payments/components/WithdrawPanel').then((module) => module.WithdrawPanel),
);
const BetRecordPanel = lazyComponent(() =>
  import('../features/bet-record/components/BetRecordPanel').then((module) => module.BetRecordPanel),
);

const TransactionHistoryPanel = lazyComponent(() =>
  import('../features/transaction-history/components/TransactionHistoryPanel').then(
    (module) => module.TransactionHistoryPanel,
  ),
);
/** The contract entries (salaries, dividend) and the reports, each its own chunk. */
const ContractKindPage = lazyComponent(() =>
  import('../features/agent-centre/contracts/components/ContractKindPage').then((module) => module.ContractKindPage),
);
const AgentReportPage = lazyComponent(() =>
  import('../features/agent-centre/reports/components/AgentReportPage').then((module) => module.AgentReportPage),
);
/** The team pages (overview, registration, downlines), each its own chunk. */
const TeamOverviewPanel = lazyComponent(() =>
  import('../features/agent-centre/team/components/TeamOverviewPanel').then((module) => module.TeamOverviewPanel),
);
const RegisterCenterPanel = lazyComponent(() =>
  import('../features/agent-centre/team/components/RegisterCenterPanel').then((module) => module.RegisterCenterPanel),
);
const DownlinePanel = lazyComponent(() =>
  import('../features/agent-centre/team/components/DownlinePanel').then((module) => module.DownlinePanel),
);
/** The announcements, read inline with the popup's list and detail. */
const AgentAnnouncementsPanel = lazyComponent(() =>
  import('../features/agent-centre/announcements/components/AgentAnnouncementsPanel').then(
    (module) => module.AgentAnnouncementsPanel,
  ),
);

/** The platform messages, shared with the member centre. */
const MessagesPanel = lazyComponent(() =>
  import('../features/messages/components/MessagesPanel').then((module) => module.MessagesPanel),
);

/** The agent's transfer to a direct downline: the member centre's transfer panel in agent mode. */
const TransferPanel = lazyComponent(() =>
  import('../features/wallet/components/TransferPanel').then((module) => module.TransferPanel),
);

function AgentPagePanel({ page, member }: { page: AgentPageId; member: MemberInfo }) {
  const { t } = useTranslation();
  const { info } = useSiteInfo();
  const balance = useQuery(balanceQuery());
  const currencySymbol = balance.data?.currencySymbol ?? '';
  switch (page) {
    case 'transferDownline':
      return (
        <LazyBoundary>
          <TransferPanel member={member} paymentPasswordHref={memberPageHref('securityCenter')} />
        </LazyBoundary>
      );
    case 'agentAnnouncement':
      return (
        <LazyBoundary>
          <AgentAnnouncementsPanel />
        </LazyBoundary>
      );
    case 'deposit':
      return (
        <LazyBoundary>
          <DepositPanel currencySymbol={currencySymbol} />
        </LazyBoundary>
      );
    case 'withdraw':
      return (
        <LazyBoundary>
          <WithdrawPanel
            member={member}
            currencySymbol={currencySymbol}
            paymentPasswordHref={memberPageHref('securityCenter')}
          />
        </LazyBoundary>
      );
    case 'personalHistoryCopy':
      return (
        <LazyBoundary>
          <BetRecordPanel currencySymbol={currencySymbol} />
        </LazyBoundary>
      );
    case 'accountDetails':
      return (
        <LazyBoundary>
          <TransactionHistoryPanel currencySymbol={currencySymbol} />
        </LazyBoundary>
      );
    case 'dividend':
    case 'dailyWages':
    case 'hourlySalary':
    case 'realtimeSalary':
      return (
        <LazyBoundary>
          <ContractKindPage page={page} currencySymbol={currencySymbol} />
        </LazyBoundary>
      );
    case 'palStatementsAgentCopy':
    case 'teamBetting':
    case 'userLoss':
    case 'agentDownlineTransactionDetailsCopy':
    case 'myIncome':
    case 'agentRevenueReport':
    case 'dividendRecord':
      return (
        <LazyBoundary>
          <AgentReportPage page={page} currencySymbol={currencySymbol} />
        </LazyBoundary>
      );
    case 'agentTeamOverview':
      return (
        <LazyBoundary>
          <TeamOverviewPanel currencySymbol={currencySymbol} />
        </LazyBoundary>
      );
    case 'registerCenter':
      return (
        <LazyBoundary>
          <RegisterCenterPanel />
        </LazyBoundary>
      );
    case 'downlineManagmentView':
      return (
        <LazyBoundary>
          <DownlinePanel currencySymbol={currencySymbol} />
        </LazyBoundary>
      );
    case 'messages':
      return (
        <LazyBoundary>
          <MessagesPanel />
        </LazyBoundary>
      );
    case 'customerService':
      return (
        <div className="agent-cs">
          <p className="agent-cs__intro">{t('agentCentre.customerServiceIntro')}</p>
          <CustomerServiceLinks entries={info.customerService} />
        </div>
      );
  }
}

/** /agentHome, the agent centre (signed-in agents only: the route loader sends others to /agent). */
export function AgentHomePage() {
  const [params] = useSearchParams();
  const contracts = useContractSummary();
  const page = resolveAgentPage(params.get('page'), contracts.flags);
  /** A contract entry asked for in the address waits for the flags that show it. */
  const isAwaitingFlags = contracts.isPending && CONTRACT_PAGES.some((entry) => entry === params.get('page'));
  const member = useQuery(memberInfoQuery());
  const errorMessage = useApiErrorMessage();

  const renderPanel = () => {
    if (member.isPending || isAwaitingFlags) return <LoadingState />;
    if (member.isError) {
      return (
        <ErrorState
          message={errorMessage(member.error)}
          onRetry={() => void member.refetch()}
          isRetrying={member.isFetching}
        />
      );
    }
    return <AgentPagePanel page={page} member={member.data} />;
  };

  return (
    <AgentCentreLayout
      pages={agentMenuPages(contracts.flags)}
      current={page}
      nickname={member.data?.nickname || member.data?.userName || ''}
    >
      <ContractRequestsBanner summary={contracts.summary} />
      {renderPanel()}
    </AgentCentreLayout>
  );
}
