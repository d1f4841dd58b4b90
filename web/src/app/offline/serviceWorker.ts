import { setPendingUpdate } from './serviceWorkerUpdate';

/**
 * A new worker is installed and waits: it takes over (and the page reloads once) when the
 * visitor next changes page. The worker workbox builds (vite.config.ts, `registerType:
 * 'prompt'`) skips waiting when told `SKIP_WAITING`.
 */
function offerUpdate(waiting: ServiceWorker) {
  setPendingUpdate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}

/**
 * Installs the service worker built by vite-plugin-pwa (vite.config.ts): the app's shell
 * opens offline, and the pages seen before show their data again. The browser's own API,
 * rather than workbox-window, keeps 3 KB of JavaScript off the first page.
 */
export async function registerServiceWorker() {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // A first install has nothing to replace: only a worker that waits behind another is new.
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller)
        offerUpdate(installing);
    });
  });
}
