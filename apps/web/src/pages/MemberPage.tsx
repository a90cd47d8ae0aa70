import { isTrialType } from '@fortuna/contracts/accounts';
import type { MemberInfo } from '@fortuna/contracts/session';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { memberInfoQuery } from '../api/member-info';
import { SecurityCenterPanel } from '../features/account/components/SecurityCenterPanel';
import { openAuthModal } from '../features/auth/hooks/useAuthModalStore';
import { useIsLoggedIn, useIsTrial } from '../features/auth/hooks/useSessionStore';
import { MemberCentreLayout } from '../features/member-centre/components/MemberCentreLayout';
import { TrialNotice } from '../features/member-centre/components/TrialNotice';
import { type MemberPageId, memberPageHref, resolveMemberPage } from '../features/member-centre/hooks/member-pages';
import { TransactionHistoryPanel } from '../features/transaction-history/components/TransactionHistoryPanel';
import { balanceQuery } from '../features/wallet/api/balance';
import { TransferPanel } from '../features/wallet/components/TransferPanel';
import { WalletPanel } from '../features/wallet/components/WalletPanel';
import { useApiErrorMessage } from '../hooks/useApiErrorMessage';
import { lazyComponent } from '../lib/lazy-chunk';
import { LazyBoundary } from '../ui/LazyBoundary';
import { ErrorState, LoadingState } from '../ui/StatePanel';
import '../i18n/account-texts';

/** The bet record and the P&L are their own chunks, downloaded when the page is first opened. */
const BetRecordPanel = lazyComponent(() =>
  import('../features/bet-record/components/BetRecordPanel').then((module) => module.BetRecordPanel),
);
const ProfitPanel = lazyComponent(() =>
  import('../features/profit/components/ProfitPanel').then((module) => module.ProfitPanel),
);
/** Deposit and withdraw (with the payment contracts) are chunks of their own too. */
const DepositPanel = lazyComponent(() =>
  import('../features/payments/components/DepositPanel').then((module) => module.DepositPanel),
);
const WithdrawPanel = lazyComponent(() =>
  import('../features/payments/components/WithdrawPanel').then((module) => module.WithdrawPanel),
);

/** The platform messages, shared with the agent centre. */
const MessagesPanel = lazyComponent(() =>
  import('../features/messages/components/MessagesPanel').then((module) => module.MessagesPanel),
);

/** Player protection, identity checks and feedback, each a chunk of its own. */
const ResponsibleGamingPanel = lazyComponent(() =>
  import('../features/protection/components/ResponsibleGamingPanel').then((module) => module.ResponsibleGamingPanel),
);
const KycPanel = lazyComponent(() => import('../features/kyc/components/KycPanel').then((module) => module.KycPanel));
const FeedbackPanel = lazyComponent(() =>
  import('../features/feedback/components/FeedbackPanel').then((module) => module.FeedbackPanel),
);

/** Promotions: the reward centre and the bonus details with their wagering. */
const RewardCentrePanel = lazyComponent(() =>
  import('../features/promotions/components/RewardCentrePanel').then((module) => module.RewardCentrePanel),
);
const BonusDetailsPanel = lazyComponent(() =>
  import('../features/promotions/components/BonusDetailsPanel').then((module) => module.BonusDetailsPanel),
);

/** Manual rebate: the rebate accrued by game area and its claim. */
const RebatePanel = lazyComponent(() =>
  import('../features/rebate/components/RebatePanel').then((module) => module.RebatePanel),
);

/** Missions and leaderboards. */
const MissionLeaderboardPanel = lazyComponent(() =>
  import('../features/missions/components/MissionLeaderboardPanel').then((module) => module.MissionLeaderboardPanel),
);

/** Invite-and-earn: the member's link, QR code and invited friends. */
const ReferralPanel = lazyComponent(() =>
  import('../features/referral/components/ReferralPanel').then((module) => module.ReferralPanel),
);

function MemberPagePanel({ page, member }: { page: MemberPageId; member: MemberInfo }) {
  const balance = useQuery(balanceQuery());
  switch (page) {
    case 'securityCenter':
      return <SecurityCenterPanel member={member} currencySymbol={balance.data?.currencySymbol ?? ''} />;
    case 'transferFund':
      return <WalletPanel />;
    case 'transferUpline':
      return <TransferPanel member={member} paymentPasswordHref={memberPageHref('securityCenter')} />;
    case 'transactionHistory':
      return <TransactionHistoryPanel currencySymbol={balance.data?.currencySymbol ?? ''} />;
    case 'personalHistoryCopy':
      return (
        <LazyBoundary>
          <BetRecordPanel currencySymbol={balance.data?.currencySymbol ?? ''} />
        </LazyBoundary>
      );
    case 'personalProfit':
      return (
        <LazyBoundary>
          <ProfitPanel currencySymbol={balance.data?.currencySymbol ?? ''} />
        </LazyBoundary>
      );
    case 'depositv2':
      return (
        <LazyBoundary>
          <DepositPanel currencySymbol={balance.data?.currencySymbol ?? ''} />
        </LazyBoundary>
      );
    case 'withdraw':
      return (
        <LazyBoundary>
          <WithdrawPanel
            member={member}
            currencySymbol={balance.data?.currencySymbol ?? ''}
            paymentPasswordHref={memberPageHref('securityCenter')}
          />
        </LazyBoundary>
      );
    case 'messageV2':
      return (
        <LazyBoundary>
          <MessagesPanel />
        </LazyBoundary>
      );
    case 'responsibleGaming':
      return (
        <LazyBoundary>
          <ResponsibleGamingPanel currencySymbol={balance.data?.currencySymbol ?? ''} />
        </LazyBoundary>
      );
    case 'verification':
      return (
        <LazyBoundary>
          <KycPanel currencySymbol={balance.data?.currencySymbol ?? ''} />
        </LazyBoundary>
      );
    case 'rewardCenter':
      return (
        <LazyBoundary>
          <RewardCentrePanel />
        </LazyBoundary>
      );
    case 'bonusDetails':
      return (
        <LazyBoundary>
          <BonusDetailsPanel currencySymbol={balance.data?.currencySymbol ?? ''} />
        </LazyBoundary>
      );
    case 'manualRebate':
      return (
        <LazyBoundary>
          <RebatePanel currencySymbol={balance.data?.currencySymbol ?? ''} />
        </LazyBoundary>
      );
    case 'missionLeaderboard':
      return (
        <LazyBoundary>
          <MissionLeaderboardPanel currencySymbol={balance.data?.currencySymbol ?? ''} />
        </LazyBoundary>
      );
    case 'referral':
      return (
        <LazyBoundary>
          <ReferralPanel currencySymbol={balance.data?.currencySymbol ?? ''} />
        </LazyBoundary>
      );
    case 'feedback':
      return (
        <LazyBoundary>
          <FeedbackPanel />
        </LazyBoundary>
      );
  }
}

/** /member: the member centre for signed-in accounts (the route loader checks); trial accounts are asked to register. */
export function MemberPage() {
  const [params] = useSearchParams();
  const page = resolveMemberPage(params.get('page'));
  const isLoggedIn = useIsLoggedIn();
  const isTrialSession = useIsTrial();
  const member = useQuery({ ...memberInfoQuery(), enabled: isLoggedIn });
  const errorMessage = useApiErrorMessage();

  // Signing out goes home; a session lost on the server also opens the login popup (query-client).
  if (!isLoggedIn) return <Navigate to="/" replace />;
  // Spec §6: no member centre for a trial account, so none of its calls are made either.
  if (isTrialSession || (member.data && isTrialType(member.data.type))) {
    return <TrialNotice onRegister={() => openAuthModal('register')} />;
  }

  const renderPanel = () => {
    if (member.isPending) return <LoadingState />;
    if (member.isError) {
      return (
        <ErrorState
          message={errorMessage(member.error)}
          onRetry={() => void member.refetch()}
          isRetrying={member.isFetching}
        />
      );
    }
    return <MemberPagePanel page={page} member={member.data} />;
  };

  return <MemberCentreLayout current={page}>{renderPanel()}</MemberCentreLayout>;
}
