import { useSyncExternalStore } from 'react';
import { wideQuery } from './adminStyles';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(wideQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a screen wide enough for the admins' tables (900px and more); a phone first. */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wideQuery).matches,
    () => false,
  );
}
