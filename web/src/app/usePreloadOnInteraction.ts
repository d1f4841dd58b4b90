import { useEffect } from 'react';

const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Starts `preload` at the visitor's first tap, key or focus: the landing page loads without the
 * next screen and Apollo Client, and fetches them once the visitor starts filling in the trip,
 * well before the search is submitted.
 */
export function usePreloadOnInteraction(preload: () => Promise<unknown>) {
  useEffect(() => {
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      interactions.forEach((type) => document.removeEventListener(type, start, true));
      preload().catch(() => undefined);
    };
    interactions.forEach((type) => document.addEventListener(type, start, true));
    return () => interactions.forEach((type) => document.removeEventListener(type, start, true));
  }, [preload]);
}
