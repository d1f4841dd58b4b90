import { useSyncExternalStore } from 'react';

/** The specification's mobile flag: true at 600px wide or less. */
export const mobileQuery = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => true,
  );
}
