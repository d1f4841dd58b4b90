import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo';
import { App } from './App';
// Caught as early as possible: the browser may offer installing before React has rendered.
import './install/useInstallPrompt';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={createApolloClient()} />
  </StrictMode>,
);

// Not in development (it would cache what is being edited) and off the critical path.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => {
    void import('./offline/serviceWorker').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  });
