// Global styles first, so component styles can override them.
import './styles/theme.css';
import './styles/base.css';
import './styles/forms.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { queryClient } from './app/query-client';
import { applyTheme, useThemeStore } from './features/preferences/hooks/useThemeStore';
import { initI18n } from './i18n/i18n';

applyTheme(useThemeStore.getState().theme);
initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
