/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { setPendingUpdate } from './serviceWorkerUpdate';

/**
 * Installs the service worker built by vite-plugin-pwa (vite.config.ts): the app's shell
 * opens offline, and the pages seen before show their data again.
 */
export function registerServiceWorker() {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      setPendingUpdate(() => void update(true));
    },
  });
}
