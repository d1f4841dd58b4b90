import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../app/routing';
import { markLeavingThroughHistory } from './Sheet';

/** Where a visitor goes when they leave: back where they came from, or to a page. */
export type Exit = 'back' | { to: string; replace?: boolean };

/**
 * Marks the history entry the guard adds, so that the back button lands on the page first;
 * its value names the page's visit, so that entries an earlier visit left are not taken for it.
 */
const guardKey = 'leaveGuard';

interface HistoryMarks {
  [guardKey]?: string;
  sheet?: string;
}

function marks(): HistoryMarks {
  return (window.history.state ?? {}) as HistoryMarks;
}

/** History entries above the page's own: the guard's, and an open sheet's (which may copy it). */
function entriesAbovePage(visit: string): number {
  const state = marks();
  const guard = state[guardKey] === visit ? 1 : 0;
  return state.sheet ? 1 + guard : guard;
}

function isLeavingClick(event: MouseEvent, here: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return null;
  // Links within the page (the error summary's): nothing is lost.
  if (anchor.getAttribute('href')?.startsWith('#')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Other sites: `beforeunload` asks.
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}`;
  if (to === here) return null;
  return `${to}${url.hash}`;
}

/**
 * Warns before a visitor who typed something leaves a form (the reservation, an owner's edit): through the app's
 * links (the header logo…), the browser's back button, or by leaving the site. The app uses
 * the declarative router (no `useBlocker`), so the back button is caught with a history
 * entry of its own, as `Sheet` does; the confirmation is a `Sheet`, which adds one more.
 */
export function useLeaveGuard(dirty: boolean, fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [asking, setAsking] = useState<Exit | null>(null);
  const askingRef = useRef<Exit | null>(null);
  askingRef.current = asking;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** The guard's entry is in history, above the page's. */
  const guarded = useRef(false);
  /** What to do once history is back on the page's own entry. */
  const afterPop = useRef<(() => void) | null>(null);
  const hasPrevious = location.key !== 'default';
  const [visit] = useState(() => Math.random().toString(36).slice(2));

  const go = useCallback(
    (exit: Exit) => {
      if (exit === 'back') {
        if (hasPrevious) navigate(-1);
        else navigate(fallback, { replace: true });
      } else navigate(exit.to, { replace: exit.replace });
    },
    [navigate, fallback, hasPrevious],
  );

  const pushGuard = useCallback(() => {
    window.history.pushState({ ...(window.history.state ?? {}), [guardKey]: visit }, '');
    guarded.current = true;
  }, [visit]);

  /**
   * Leaves for good: takes the guard's and the sheet's entries back first (one traversal;
   * the sheet closes on its popstate, so it does not step back a second time).
   */
  const leave = useCallback(
    (exit: Exit) => {
      const above = entriesAbovePage(visit);
      guarded.current = false;
      const run = () => {
        setAsking(null);
        go(exit);
      };
      if (above === 0) run();
      else {
        afterPop.current = run;
        markLeavingThroughHistory(true);
        window.history.go(-above);
      }
    },
    [go, visit],
  );

  useEffect(() => {
    if (!dirty || guarded.current) return;
    pushGuard();
  }, [dirty, pushGuard]);

  useEffect(() => {
    const onPop = () => {
      if (afterPop.current) {
        const run = afterPop.current;
        afterPop.current = null;
        markLeavingThroughHistory(false);
        run();
        return;
      }
      const state = marks();
      const onPage = state[guardKey] !== visit && !state.sheet;
      if (!onPage || !dirtyRef.current) return;
      if (guarded.current && !askingRef.current) {
        // The back button, from the guard's entry: ask first.
        guarded.current = false;
        setAsking('back');
      } else {
        // The confirmation closed (kept booking): guard again.
        pushGuard();
      }
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Gone before its traversal arrived: later sheets take their own entries back again.
      if (afterPop.current) markLeavingThroughHistory(false);
    };
  }, [pushGuard, visit]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const to = isLeavingClick(event, here);
      if (to === null) return;
      event.preventDefault();
      setAsking({ to });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, here]);

  /** The visitor asks to quit (the "Quit booking" button). */
  const quit = useCallback(() => {
    if (dirtyRef.current) setAsking('back');
    else go('back');
  }, [go]);

  return {
    /** The confirmation is open, for this exit. */
    asking,
    quit,
    /** Kept booking: the confirmation closes (the sheet takes its own entry back). */
    stay: useCallback(() => setAsking(null), []),
    /** Confirmed: leave as asked. */
    confirmLeave: useCallback(() => {
      if (askingRef.current) leave(askingRef.current);
    }, [leave]),
    /** Leaves without asking (the booking is made). */
    leave,
  };
}
