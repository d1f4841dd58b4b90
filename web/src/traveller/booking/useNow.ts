import { useEffect, useState } from 'react';

/**
 * The current time (ms), renewed every `everyMs` until the moment `until`; it stops ticking
 * once that has passed, or when there is nothing to wait for (null). A new `until` starts from
 * the true current time, not from when the last wait stopped ticking.
 */
export function useNow(until: number | null, everyMs = 1000): number {
  const [clock, setClock] = useState(() => ({ until, now: Date.now() }));
  if (clock.until !== until) setClock({ until, now: Date.now() });
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock({ until, now });
      if (now >= until) clearInterval(timer);
    }, everyMs);
    return () => clearInterval(timer);
  }, [until, everyMs]);
  return clock.now;
}
