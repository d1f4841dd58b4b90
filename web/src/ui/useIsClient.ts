import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the first render in the browser, true right after: for what only
 * the browser can render (a portal into document.body, the map, names from the browser's
 * Intl), so that hydrating a server-rendered page finds what the server sent. The switch is a
 * transition: after hydration it renders in slices (a store's update, as useSyncExternalStore
 * makes it, would re-render the reservation's 250 countries in one long task).
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useEffect(() => startTransition(() => setIsClient(true)), []);
  return isClient;
}
