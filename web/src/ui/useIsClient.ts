import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true after (and
 * at once in a page rendered in the browser): for what only the browser can render (a portal
 * into document.body, the map), so that hydration finds what the server sent.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
