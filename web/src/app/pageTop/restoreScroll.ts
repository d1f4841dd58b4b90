import { waitForPage, type Cancel } from './waitForPage';

function furthestScroll(): number {
  return Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
}

/**
 * Scrolls back to `y` once the page is tall enough for it (its content may come after the
 * back button was pressed), or as far as it goes when the wait is over.
 */
export function restoreScroll(y: number, onEnd: () => void, timeoutMs = 3_000): Cancel {
  return waitForPage(
    () => {
      if (furthestScroll() < y) return false;
      window.scrollTo(0, y);
      return true;
    },
    {
      timeoutMs,
      onTimeout: () => window.scrollTo(0, Math.min(y, furthestScroll())),
      onEnd,
    },
  );
}
