import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AGENTS_AUDIENCE, canReadAgents } from '../features/agents/agents-access';
import { AgentTreePage } from '../features/agents/components/AgentTreePage';
import { ContractsPage } from '../features/agents/components/ContractsPage';
import { SettlementsPage } from '../features/agents/components/SettlementsPage';
import { AuditPage } from '../features/audit/components/AuditPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RequirePermission } from '../features/auth/components/RequirePermission';
import { RequireSession } from '../features/auth/components/RequireSession';
import { ContentPage } from '../features/content/components/ContentPage';
import { ChannelsPage } from '../features/finance/components/ChannelsPage';
import { DailyTotalsPage } from '../features/finance/components/DailyTotalsPage';
import { DepositsPage } from '../features/finance/components/DepositsPage';
import { GrantBonusPage } from '../features/finance/components/GrantBonusPage';
import { PaymentSettingsPage } from '../features/finance/components/PaymentSettingsPage';
import { WithdrawalsPage } from '../features/finance/components/WithdrawalsPage';
import { DisputesPage } from '../features/finance/disputes/DisputesPage';
import { canManageFinance, FINANCE_AUDIENCE } from '../features/finance/finance-access';
import { GamesPage } from '../features/games/components/GamesPage';
import { HelpPage } from '../features/help/components/HelpPage';
import { IpLocksPage } from '../features/ip-locks/components/IpLocksPage';
import { LotteryResultsPage } from '../features/lottery/components/LotteryResultsPage';
import { MaintenancePage } from '../features/maintenance/components/MaintenancePage';
import { MemberDetailPage } from '../features/members/components/MemberDetailPage';
import { MembersPage } from '../features/members/components/MembersPage';
import { MerchantsPage } from '../features/merchants/components/MerchantsPage';
import { OutboxPage } from '../features/outbox/components/OutboxPage';
import { PointsMallAdminPage } from '../features/points/PointsMallAdminPage';
import { PromotionsPage } from '../features/promotions/PromotionsPage';
import { canReadPromotions, PROMOTIONS_AUDIENCE } from '../features/promotions/promotions-access';
import { CannedRepliesPage } from '../features/service/components/CannedRepliesPage';
import { ChatConsolePage } from '../features/service/components/ChatConsolePage';
import { FeedbackQueuePage } from '../features/service/components/FeedbackQueuePage';
import { KycReviewPage } from '../features/service/components/KycReviewPage';
import { RiskQueuePage } from '../features/service/components/RiskQueuePage';
import { canReadRisk, canServeCustomers, RISK_AUDIENCE, SUPPORT_AUDIENCE } from '../features/service/service-access';
import { MerchantSettingsPage } from '../features/settings/components/MerchantSettingsPage';
import { DeskEventPage } from '../features/sports-desk/components/DeskEventPage';
import { SportsDeskPage } from '../features/sports-desk/components/SportsDeskPage';
import { StaffPage } from '../features/staff/components/StaffPage';
import { canActOnMembers, canListMembers, canManageCatalogue } from '../session/permissions';
import { Toaster } from '../ui/Toaster';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { AppShell } from './shell/AppShell';

const MEMBER_SUPPORT = 'administrators, risk and support staff';
const MEMBER_LIST_AUDIENCE = 'administrators, risk, support and finance staff';

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: 'login', element: <LoginPage /> },
        {
          element: (
            <RequireSession>
              <AppShell />
            </RequireSession>
          ),
          children: [
            { index: true, element: <DashboardPage /> },
            { path: 'merchants', element: <MerchantsPage /> },
            { path: 'merchants/:merchantId/settings', element: <MerchantSettingsPage /> },
            {
              path: 'members',
              element: (
                <RequirePermission allow={canListMembers} title="Members" audience={MEMBER_LIST_AUDIENCE}>
                  <MembersPage />
                </RequirePermission>
              ),
            },
            { path: 'games', element: <GamesPage /> },
            {
              path: 'sports-desk',
              element: (
                <RequirePermission
                  allow={canManageCatalogue}
                  title="Sports trading desk"
                  audience="administrators and operators"
                >
                  <Outlet />
                </RequirePermission>
              ),
              children: [
                { index: true, element: <SportsDeskPage /> },
                { path: ':eventId', element: <DeskEventPage /> },
              ],
            },
            {
              path: 'lottery/results',
              element: (
                <RequirePermission
                  allow={canManageCatalogue}
                  title="Lottery results"
                  audience="administrators and operators"
                >
                  <LotteryResultsPage />
                </RequirePermission>
              ),
            },
            { path: 'content', element: <ContentPage /> },
            { path: 'help', element: <HelpPage /> },
            {
              path: 'points-mall',
              element: (
                <RequirePermission allow={canReadPromotions} title="Points mall" audience={PROMOTIONS_AUDIENCE}>
                  <PointsMallAdminPage />
                </RequirePermission>
              ),
            },
            {
              path: 'promotions',
              element: (
                <RequirePermission allow={canReadPromotions} title="Promotions" audience={PROMOTIONS_AUDIENCE}>
                  <PromotionsPage />
                </RequirePermission>
              ),
            },
            {
              path: 'members/:memberId',
              element: (
                <RequirePermission allow={canActOnMembers} title="Member" audience={MEMBER_SUPPORT}>
                  <MemberDetailPage />
                </RequirePermission>
              ),
            },
            {
              path: 'outbox',
              element: (
                <RequirePermission allow={canActOnMembers} title="Outbox" audience={MEMBER_SUPPORT}>
                  <OutboxPage />
                </RequirePermission>
              ),
            },
            {
              path: 'ip-locks',
              element: (
                <RequirePermission allow={canActOnMembers} title="IP locks" audience={MEMBER_SUPPORT}>
                  <IpLocksPage />
                </RequirePermission>
              ),
            },
            {
              path: 'finance',
              element: (
                <RequirePermission allow={canManageFinance} title="Finance" audience={FINANCE_AUDIENCE}>
                  <Outlet />
                </RequirePermission>
              ),
              children: [
                { index: true, element: <Navigate to="deposits" replace /> },
                { path: 'deposits', element: <DepositsPage /> },
                { path: 'withdrawals', element: <WithdrawalsPage /> },
                { path: 'disputes', element: <DisputesPage /> },
                { path: 'daily-totals', element: <DailyTotalsPage /> },
                { path: 'channels', element: <ChannelsPage /> },
                { path: 'bonus', element: <GrantBonusPage /> },
                { path: 'settings', element: <PaymentSettingsPage /> },
              ],
            },
            {
              path: 'agents',
              element: (
                <RequirePermission allow={canReadAgents} title="Agents" audience={AGENTS_AUDIENCE}>
                  <Outlet />
                </RequirePermission>
              ),
              children: [
                { index: true, element: <Navigate to="tree" replace /> },
                { path: 'tree', element: <AgentTreePage /> },
                { path: 'contracts', element: <ContractsPage /> },
                { path: 'settlements', element: <SettlementsPage /> },
              ],
            },
            {
              path: 'service',
              element: (
                <RequirePermission allow={canServeCustomers} title="Customer service" audience={SUPPORT_AUDIENCE}>
                  <Outlet />
                </RequirePermission>
              ),
              children: [
                { index: true, element: <Navigate to="chat" replace /> },
                { path: 'chat', element: <ChatConsolePage /> },
                { path: 'feedback', element: <FeedbackQueuePage /> },
                { path: 'canned', element: <CannedRepliesPage /> },
              ],
            },
            {
              path: 'risk',
              element: (
                <RequirePermission allow={canReadRisk} title="Risk" audience={RISK_AUDIENCE}>
                  <Outlet />
                </RequirePermission>
              ),
              children: [
                { index: true, element: <Navigate to="queue" replace /> },
                { path: 'queue', element: <RiskQueuePage /> },
                { path: 'kyc', element: <KycReviewPage /> },
              ],
            },
            { path: 'maintenance', element: <MaintenancePage /> },
            { path: 'audit', element: <AuditPage /> },
            { path: 'staff', element: <StaffPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
