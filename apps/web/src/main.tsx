// Global styles first, so component styles can override them.
import './styles/theme.css';
import './styles/base.css';
import './styles/forms.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { permissionInfoQuery } from './api/permission-info';
import { App } from './app/App';
import { queryClient } from './app/query-client';
import { preloadRoute } from './app/router';
import { applyTheme, useThemeStore } from './features/preferences/hooks/useThemeStore';
import { initI18n } from './i18n/i18n';

applyTheme(useThemeStore.getState().theme);
// Start-up work that does not wait for the first render: the first call (spec §4) and the code of
// the page asked for, when that page is its own chunk.
void queryClient.prefetchQuery(permissionInfoQuery());
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The start-up language's dictionary is here at once for the default language, a chunk away otherwise.
void initI18n().then(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
});
