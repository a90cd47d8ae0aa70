import { createBrowserRouter, Outlet } from 'react-router';
import { AuditPage } from '../features/audit/components/AuditPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RequireSession } from '../features/auth/components/RequireSession';
import { MaintenancePage } from '../features/maintenance/components/MaintenancePage';
import { MembersPage } from '../features/members/components/MembersPage';
import { MerchantsPage } from '../features/merchants/components/MerchantsPage';
import { MerchantSettingsPage } from '../features/settings/components/MerchantSettingsPage';
import { StaffPage } from '../features/staff/components/StaffPage';
import { Toaster } from '../ui/Toaster';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { AppShell } from './shell/AppShell';

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
            { path: 'members', element: <MembersPage /> },
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
