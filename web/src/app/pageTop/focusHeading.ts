import { waitForPage, type Cancel } from './waitForPage';

/** The page's main heading, once it has its text (screens show skeletons before their data). */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
  return heading?.textContent?.trim() ? heading : null;
}

/** Nobody has put the focus anywhere since the page changed. */
function focusIsFree(left: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active === left;
}

/**
 * Moves the focus to the new page's main heading, so that a screen reader announces the page
 * (tabIndex -1: reachable by script, not by Tab; drawn without a ring, as it is no control:
 * theme.ts). The heading may come with the screen's data: waits for it, unless the visitor puts
 * the focus somewhere first. Until the wait is over, a heading drawn anew (the
 * screen's full data replacing what the last page knew) takes the focus over.
 */
export function focusHeading(timeoutMs = 10_000): Cancel {
  const left = document.activeElement;
  let focused: HTMLElement | null = null;
  return waitForPage(
    () => {
      if (focused && document.activeElement === focused) return false;
      if (!focusIsFree(left)) return true;
      const heading = pageHeading();
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      focused = heading;
      return false;
    },
    { timeoutMs },
  );
}
