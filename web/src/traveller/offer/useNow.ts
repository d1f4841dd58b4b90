import { useEffect, useState } from 'react';

/**
 * The current time (ms), renewed every `everyMs` until `until`; it stops once that has
 * passed, or when there is nothing to wait for (null).
 */
export function useNow(until: number | null, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      return current;
    };
    if (tick() >= until) return;
    const timer = setInterval(() => {
      if (tick() >= until) clearInterval(timer);
    }, everyMs);
    return () => clearInterval(timer);
  }, [until, everyMs]);
  return now;
}
