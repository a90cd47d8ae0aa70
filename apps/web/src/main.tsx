// Global styles first, so component styles can override them.
import './styles/theme.css';
import './styles/base.css';
import './styles/forms.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { permissionInfoQuery } from './api/permission-info';
import { App } from './app/App';
import { hasBootDataElement, readBootData, seedQueries } from './app/boot-data';
import { queryClient } from './app/query-client';
import { preloadRoute } from './app/router';
import { applyTheme, useThemeStore } from './features/preferences/hooks/useThemeStore';
import { initI18n } from './i18n/i18n';
import { MemberHeaderActions } from './layouts/SiteHeader';
import { getToken } from './lib/session';

applyTheme(useThemeStore.getState().theme);
// The server writes the answers of the first calls into the page (docs/performance.md); without them
// the first call (spec §4) starts here, beside the code of the page asked for when that page is its own chunk.
const hasBootData = hasBootDataElement();
if (!hasBootData) void queryClient.prefetchQuery(permissionInfoQuery());
preloadRoute(window.location.pathname);
if (getToken()) void MemberHeaderActions.preload();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

/** Settles in a later task, so the browser can handle input between the steps of start-up. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Start-up after this module's evaluation, one step per task so that none of them blocks input for
 * long (docs/performance.md): the start-up language, then the answers the server wrote into the page
 * (the first schemas checked), then the first render. The server's static first screen (in #root)
 * stays on show until the site is put in its place.
 */
async function start(): Promise<void> {
  await nextTask();
  const language = await initI18n();
  await nextTask();
  if (hasBootData) {
    const boot = readBootData();
    const isSeeded = boot !== null && seedQueries(queryClient, boot, language, window.location);
    if (!isSeeded) void queryClient.prefetchQuery(permissionInfoQuery());
  }
  await nextTask();
  // A transition: React renders it in slices that yield to input (concurrent rendering), and the home
  // lobby adds its sections a few per task on top of that (ADR 0018).
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

void start();
