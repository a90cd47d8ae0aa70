import type { ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { BareLayout } from '../layouts/BareLayout';
import { HOME_HANDLE } from '../layouts/route-handle';
import { SiteLayout } from '../layouts/SiteLayout';
import { CATEGORY_BY_PATH, GAME_CENTRE_PATHS, GAME_LIST_PATHS } from '../lib/game-categories';
import { chunkLoader } from '../lib/lazy-chunk';
import { HelpRoute } from '../pages/HelpRoute';
import { HomePage } from '../pages/HomePage';
import { LoginRoute } from '../pages/LoginRoute';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RegisterRoute } from '../pages/RegisterRoute';
import { ResetPasswordRoute } from '../pages/ResetPasswordRoute';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { LoadingCover } from '../ui/LoadingCover';
import { RouteShell } from './RouteShell';
import { requireAgent, requireMemberCentre, requireToken } from './route-guards';

const HOME_PATHS = ['index', 'index.html', 'home'];

/*
 * The home lobby (and the routes that open a popup over it) is in the first chunk, so the start page
 * paints without waiting for more code. Every other page is its own chunk, downloaded when the route
 * is first visited (a failure or a 120 s time-out shows the load-error variant of RouteErrorPage).
 */
const gamePages = chunkLoader(() => import('../pages/GamePage'));
const memberPage = chunkLoader(() => import('../pages/MemberPage'));
const agentLoginPage = chunkLoader(() => import('../pages/AgentLoginPage'));
const agentHomePage = chunkLoader(() => import('../pages/AgentHomePage'));

/** The route's `lazy`: the element, once its chunk is here. */
function lazyElement<Module>(load: () => Promise<Module>, render: (module: Module) => ReactElement) {
  return async () => ({ element: render(await load()) });
}

/** Header, docked side menu and footer (spec §2 routes table). */
const fullLayoutRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: HOME_HANDLE },
  ...HOME_PATHS.map((path) => ({ path, element: <HomePage />, handle: HOME_HANDLE })),
  { path: 'login', element: <LoginRoute />, handle: HOME_HANDLE },
  { path: 'register', element: <RegisterRoute />, handle: HOME_HANDLE },
  { path: 'help', element: <HelpRoute />, handle: HOME_HANDLE },
  { path: 'resetPassword', element: <ResetPasswordRoute />, handle: HOME_HANDLE },
  { path: 'member', loader: requireMemberCentre, lazy: lazyElement(memberPage, ({ MemberPage }) => <MemberPage />) },
  ...[...GAME_CENTRE_PATHS, ...GAME_LIST_PATHS].map((path) => ({
    path,
    lazy: lazyElement(gamePages, ({ GamePage }) => <GamePage category={CATEGORY_BY_PATH[path]} />),
  })),
  {
    path: 'favorite',
    loader: requireToken,
    lazy: lazyElement(gamePages, ({ AccountGamesPage }) => <AccountGamesPage list="favorite" />),
  },
  {
    path: 'recent',
    loader: requireToken,
    lazy: lazyElement(gamePages, ({ AccountGamesPage }) => <AccountGamesPage list="recent" />),
  },
  {
    path: 'promotions',
    lazy: lazyElement(
      chunkLoader(() => import('../features/promotions/components/PromotionsPage')),
      ({ PromotionsPage }) => <PromotionsPage />,
    ),
  },
  {
    path: 'pointMall',
    lazy: lazyElement(
      chunkLoader(() => import('../features/points/components/PointsMallPage')),
      ({ PointsMallPage }) => <PointsMallPage />,
    ),
  },
  { path: 'bingo', lazy: lazyElement(gamePages, ({ BingoPage }) => <BingoPage />) },
  { path: 'cockfight', lazy: lazyElement(gamePages, ({ CockfightPage }) => <CockfightPage />) },
  {
    path: 'download',
    lazy: lazyElement(
      chunkLoader(() => import('../features/app-download/components/AppDownloadPage')),
      ({ AppDownloadPage }) => <AppDownloadPage />,
    ),
  },
  {
    path: 'responsible-gaming',
    lazy: lazyElement(
      chunkLoader(() => import('../features/protection/components/ResponsibleGamingPage')),
      ({ ResponsibleGamingPage }) => <ResponsibleGamingPage />,
    ),
  },
  {
    path: 'lotteryVerify',
    lazy: lazyElement(
      chunkLoader(() => import('../features/lottery/components/LotteryVerifyPage')),
      ({ LotteryVerifyPage }) => <LotteryVerifyPage />,
    ),
  },
  {
    path: 'mirrors',
    lazy: lazyElement(
      chunkLoader(() => import('../features/mirror-sites/components/MirrorSitesPage')),
      ({ MirrorSitesPage }) => <MirrorSitesPage />,
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/** Game pages: header, no footer; the side menu is hidden and only opens as a drawer. */
const gameLayoutRoutes: RouteObject[] = [
  {
    path: 'lottery',
    loader: requireToken,
    lazy: lazyElement(
      chunkLoader(() => import('../features/lottery/components/LotteryPage')),
      ({ LotteryPage }) => <LotteryPage />,
    ),
  },
  {
    path: 'seaLottery',
    loader: requireToken,
    lazy: lazyElement(
      chunkLoader(() => import('../features/lottery/components/SeaLotteryPage')),
      ({ SeaLotteryPage }) => <SeaLotteryPage />,
    ),
  },
  {
    path: 'vnLottery',
    loader: requireToken,
    lazy: lazyElement(
      chunkLoader(() => import('../features/lottery/components/VnLotteryPage')),
      ({ VnLotteryPage }) => <VnLotteryPage />,
    ),
  },
  {
    path: 'seamless',
    loader: requireToken,
    lazy: lazyElement(
      chunkLoader(() => import('../features/seamless/components/SeamlessPage')),
      ({ SeamlessPage }) => <SeamlessPage />,
    ),
  },
];

/** The agent area has no header or footer. */
const bareLayoutRoutes: RouteObject[] = [
  // Our sportsbook's window, opened by the lobby's launch (a vendor's page, in the game frame).
  {
    path: 'sportsbook/play/:gameCode',
    lazy: lazyElement(
      chunkLoader(() => import('../features/sportsbook/components/SportsbookPage')),
      ({ SportsbookPage }) => <SportsbookPage />,
    ),
  },
  { path: 'agent', lazy: lazyElement(agentLoginPage, ({ AgentLoginPage }) => <AgentLoginPage />) },
  {
    path: 'agentHome',
    loader: requireAgent,
    lazy: lazyElement(agentHomePage, ({ AgentHomePage }) => <AgentHomePage />),
  },
];

/** Wraps routes so a failing page renders its error inside the layout instead of taking the site down. */
function guarded(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteErrorPage />, children }];
}

export const routes: RouteObject[] = [
  {
    element: <RouteShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingCover />,
    children: [
      { element: <SiteLayout variant="full" />, children: guarded(fullLayoutRoutes) },
      { element: <SiteLayout variant="game" />, children: guarded(gameLayoutRoutes) },
      { element: <BareLayout />, children: guarded(bareLayoutRoutes) },
    ],
  },
];

/**
 * Starts downloading the chunk of the page at `pathname` at once, alongside the start-up calls,
 * rather than when the router is created after them. Failures are left for the route to show.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
