import { createBrowserRouter, type RouteObject } from 'react-router';
import { BareLayout } from '../layouts/BareLayout';
import { HOME_HANDLE } from '../layouts/route-handle';
import { SiteLayout } from '../layouts/SiteLayout';
import { CATEGORY_BY_PATH, GAME_CENTRE_PATHS, GAME_LIST_PATHS } from '../lib/game-categories';
import { AgentHomePage } from '../pages/AgentHomePage';
import { AgentLoginPage } from '../pages/AgentLoginPage';
import { AccountGamesPage, GamePage } from '../pages/GamePage';
import { HelpRoute } from '../pages/HelpRoute';
import { HomePage } from '../pages/HomePage';
import { LoginRoute } from '../pages/LoginRoute';
import { MemberPage } from '../pages/MemberPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlannedPage } from '../pages/PlannedPage';
import { RegisterRoute } from '../pages/RegisterRoute';
import { ResetPasswordRoute } from '../pages/ResetPasswordRoute';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { LoadingCover } from '../ui/LoadingCover';
import { RouteShell } from './RouteShell';
import { requireAgent, requireMemberCentre, requireToken } from './route-guards';

const HOME_PATHS = ['index', 'index.html', 'home'];

/** Header, docked side menu and footer (spec §2 routes table). */
const fullLayoutRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: HOME_HANDLE },
  ...HOME_PATHS.map((path) => ({ path, element: <HomePage />, handle: HOME_HANDLE })),
  { path: 'login', element: <LoginRoute />, handle: HOME_HANDLE },
  { path: 'register', element: <RegisterRoute />, handle: HOME_HANDLE },
  { path: 'help', element: <HelpRoute />, handle: HOME_HANDLE },
  { path: 'resetPassword', element: <ResetPasswordRoute />, handle: HOME_HANDLE },
  { path: 'member', loader: requireMemberCentre, element: <MemberPage /> },
  ...[...GAME_CENTRE_PATHS, ...GAME_LIST_PATHS].map((path) => ({
    path,
    element: <GamePage category={CATEGORY_BY_PATH[path]} />,
  })),
  { path: 'favorite', loader: requireToken, element: <AccountGamesPage list="favorite" /> },
  { path: 'recent', loader: requireToken, element: <AccountGamesPage list="recent" /> },
  { path: 'promotions', element: <PlannedPage feature="promotions" icon="gift" /> },
  { path: 'pointMall', element: <PlannedPage feature="pointMall" icon="trophy" /> },
  { path: 'bingo', element: <PlannedPage feature="bingo" icon="grid" /> },
  { path: 'cockfight', element: <PlannedPage feature="cockfight" icon="rooster" /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Game pages: header, no footer; the side menu is hidden and only opens as a drawer. */
const gameLayoutRoutes: RouteObject[] = [
  { path: 'lottery', loader: requireToken, element: <PlannedPage feature="lottery" icon="ticket" /> },
  { path: 'seaLottery', loader: requireToken, element: <PlannedPage feature="seaLottery" icon="ticket" /> },
  { path: 'vnLottery', loader: requireToken, element: <PlannedPage feature="vnLottery" icon="ticket" /> },
  { path: 'seamless', element: <PlannedPage feature="seamless" icon="slot" /> },
];

/** The agent area has no header or footer. */
const bareLayoutRoutes: RouteObject[] = [
  { path: 'agent', element: <AgentLoginPage /> },
  { path: 'agentHome', loader: requireAgent, element: <AgentHomePage /> },
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
