import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlayPage } from '../pages/PlayPage';
import { BlankScreen, RouteError } from './RouteError';

const routes: RouteObject[] = [
  { path: 'play/:gameCode', element: <PlayPage /> },
  { path: 'recall/:roundId', lazy: async () => ({ Component: (await import('../pages/RecallPage')).RecallPage }) },
  { path: 'verify', lazy: async () => ({ Component: (await import('../pages/VerifyPage')).VerifyPage }) },
  // Development only: a game screen with a canned session and rounds played in the browser
  // (npm run dev -w apps/studio, then /studio/dev/fortuna-dice). Never part of the build.
  ...(import.meta.env.DEV
    ? [{ path: 'dev/:gameCode', lazy: async () => ({ Component: (await import('../dev/DevPage')).DevPage }) }]
    : []),
  { path: '*', element: <NotFoundPage /> },
];

/** The router, made after the launch token left the address bar (so its first location has no token). */
export function createStudioRouter() {
  return createBrowserRouter(
    [{ path: '/', HydrateFallback: BlankScreen, ErrorBoundary: RouteError, children: routes }],
    { basename: '/studio' },
  );
}
