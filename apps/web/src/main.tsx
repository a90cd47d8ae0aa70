// Global styles first, so component styles can override them.
import './styles/theme.css';
import './styles/base.css';
import './styles/forms.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { permissionInfoQuery } from './api/permission-info';
import { App } from './app/App';
import { readBootData, seedQueries } from './app/boot-data';
import { queryClient } from './app/query-client';
import { preloadRoute } from './app/router';
import { applyTheme, useThemeStore } from './features/preferences/hooks/useThemeStore';
import { initI18n } from './i18n/i18n';
import { MemberHeaderActions } from './layouts/SiteHeader';
import { getToken } from './lib/session';

applyTheme(useThemeStore.getState().theme);
// The server writes the answers of the first calls into the page (docs/performance.md); without them
// the first call (spec §4) starts here, beside the code of the page asked for when that page is its own chunk.
const boot = readBootData();
if (!boot?.values.permissionInfo) void queryClient.prefetchQuery(permissionInfoQuery());
preloadRoute(window.location.pathname);
if (getToken()) void MemberHeaderActions.preload();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The start-up language's dictionary is here at once for the default language, a chunk away otherwise.
void initI18n().then((language) => {
  if (boot && !seedQueries(queryClient, boot, language, window.location))
    void queryClient.prefetchQuery(permissionInfoQuery());
  // The first render runs in a task of its own, after the one that evaluated the start-up code, so
  // neither blocks input for both. With React a transition splits it further; the production build's
  // Preact (ADR 0013) renders at once, and the home lobby adds its sections a few per task instead.
  // The server's static first screen (in #root) stays on show until the site is put in its place.
  setTimeout(() => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <App />
          </QueryClientProvider>
        </StrictMode>,
      );
    });
  }, 0);
});
