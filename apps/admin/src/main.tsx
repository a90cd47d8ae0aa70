import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { applyTheme, useThemeStore } from './app/shell/theme-store';
import { configureZodMessages } from './app/zod-messages';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/login.css';
import './styles/components.css';
import './styles/table.css';
import './styles/navigation.css';
import './styles/overlays.css';
import './styles/forms.css';
import './styles/editors.css';
import './styles/pages.css';
import './styles/audit.css';
import './styles/accounts.css';
import './styles/catalogue.css';
import './styles/content.css';
import './styles/help.css';

configureZodMessages();
applyTheme(useThemeStore.getState().theme);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
