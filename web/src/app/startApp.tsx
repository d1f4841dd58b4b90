import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { intlLocale } from '../i18n/languages';
import { App } from './App';
import { storedLanguage } from './preferences';
import type { RouteTable } from './routeTable';
// Caught as early as possible: the browser may offer installing before React has rendered.
import './install/useInstallPrompt';

/**
 * Renders the app with the site's routes, handed over by the entry (web/src/site/main.tsx):
 * this chunk imports no area, so the boot's per-route work stays in the entry.
 */
export function startApp(routes: RouteTable) {
  const root = createRoot(document.getElementById('root')!);

  /**
   * The first use of each Intl service loads its ICU locale data: some 80 ms on this machine,
   * several times that on a slow phone, all inside the first render's first slice. Each its
   * own task instead, before the render, while the screen's code still downloads.
   */
  const locale = intlLocale[storedLanguage()];
  for (const loadLocaleData of [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => Intl.PluralRules.supportedLocalesOf(locale),
  ])
    setTimeout(loadLocaleData);

  // A transition, so that the first render is split into slices a slow phone stays responsive
  // in; after the tasks above (timers run in the order they were set).
  setTimeout(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App routes={routes} />
        </StrictMode>,
      ),
    ),
  );
}

function registerServiceWorker() {
  import('./offline/serviceWorker')
    .then((worker) => worker.registerServiceWorker())
    // Without a worker the app still works, only not offline.
    .catch(() => undefined);
}

// Not in development (it would cache what is being edited) and off the critical path: once the
// page has loaded, which it may have already (this module is imported by the boot).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker);
}
