import './styles/base.css';
import './styles/game-layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createStudioRouter } from './app/router';
import { captureLaunch } from './lib/launch-capture';
import { SoundProvider } from './lib/sound-context';

// The launch token leaves the address bar before anything else runs.
captureLaunch();
const router = createStudioRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <SoundProvider>
      <RouterProvider router={router} />
    </SoundProvider>
  </StrictMode>,
);
