import { SYSTEM_STATUS } from '@fortuna/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { permissionInfoQuery } from '../api/permission-info';
import { useRememberedSignIn } from '../features/auth/hooks/useRememberedSignIn';
import { useSessionStore } from '../features/auth/hooks/useSessionStore';
import { ChatHost } from '../features/service-chat/components/ChatHost';
import { useChatStore } from '../features/service-chat/hooks/useChatStore';
import { useSystemStatusSocket } from '../features/system/hooks/useSystemStatusSocket';
import { SiteInfoContext } from '../hooks/useSiteInfo';
import { SiteSocketContext, useSiteSocketConnection } from '../hooks/useSiteSocket';
import { loadAnalytics } from '../lib/analytics';
import { setMoneyFormat } from '../lib/money-display';
import { BlockedPage } from '../pages/BlockedPage';
import { MaintenancePage } from '../pages/MaintenancePage';
import { StartupErrorPage } from '../pages/StartupErrorPage';
import { DialogHost } from '../ui/Dialog';
import { GlobalLoadingCover, LoadingCover } from '../ui/LoadingCover';
import { createAppRouter } from './router';

let appRouter: ReturnType<typeof createAppRouter> | null = null;

/** One router a page load, even when React starts the site's (interruptible) first render again. */
function getAppRouter() {
  appRouter ??= createAppRouter();
  return appRouter;
}

function SiteByStatus({ status }: { status: number }) {
  // The router is created once, and only when the site itself is shown.
  const [router] = useState(getAppRouter);
  if (status === SYSTEM_STATUS.MAINTENANCE) return <MaintenancePage />;
  if (status === SYSTEM_STATUS.REGION_RESTRICTED) return <BlockedPage />;
  return <RouterProvider router={router} />;
}

/**
 * Start-up of spec §4: permission info first, then analytics, then the site by system status. A
 * remembered visitor without a session is signed in again first (remember me, spec §3).
 */
export function App() {
  const permission = useQuery(permissionInfoQuery());
  const info = permission.data;
  const merchantCode = info?.info.merchantCode;
  const merchantName = info?.info.merchantName;
  const analyticsId = info?.info.analytics.googleAnalyticsId;
  const token = useSessionStore((state) => state.token);
  const chatToken = useChatStore((state) => (token ? null : state.visitorToken));
  const socket = useSiteSocketConnection(merchantCode, token, chatToken);
  useSystemStatusSocket(socket);
  const isSessionSettled = useRememberedSignIn(info !== undefined);
  // The site's first render (header, menu, the whole page) is the biggest piece of start-up work: as a
  // deferred value it renders in a transition that React splits up, so it does not block input.
  const siteInfo = useDeferredValue(info);

  useEffect(() => {
    if (merchantName) document.title = merchantName;
  }, [merchantName]);

  useEffect(() => {
    if (analyticsId) loadAnalytics(analyticsId);
  }, [analyticsId]);

  if (!info) {
    if (permission.error) {
      return (
        <StartupErrorPage
          error={permission.error}
          isRetrying={permission.isFetching}
          onRetry={() => void permission.refetch()}
        />
      );
    }
    return <LoadingCover />;
  }
  if (!isSessionSettled || !siteInfo) return <LoadingCover />;
  // Before anything below renders an amount: the merchant's way of writing numbers.
  setMoneyFormat(siteInfo.info.numberFormat);

  return (
    <SiteInfoContext value={siteInfo}>
      <SiteSocketContext value={socket}>
        <SiteByStatus status={info.status} />
        <ChatHost />
        <DialogHost />
        <GlobalLoadingCover />
      </SiteSocketContext>
    </SiteInfoContext>
  );
}
