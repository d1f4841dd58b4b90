// First: starts the page's screen and texts downloading (see the module).
import './startLoading';
// Second: the queries a page cannot start without (see the module).
import './startQueries';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
// Caught as early as possible: the browser may offer installing before React has rendered.
import './install/useInstallPrompt';

const root = createRoot(document.getElementById('root')!);
// A transition, so that the first render is split into slices a slow phone stays responsive in.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// Not in development (it would cache what is being edited) and off the critical path.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => {
    import('./offline/serviceWorker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      // Without a worker the app still works, only not offline.
      .catch(() => undefined);
  });
