import { focusHeading } from './focusHeading';
import { entryId, markEntry } from './historyEntry';
import { restoreScroll } from './restoreScroll';
import { ScrollPositions } from './scrollPositions';
import type { Cancel } from './waitForPage';

/**
 * Where a page opens (issue 20). A link or a button that leads to another page shows it from
 * its top and focuses its main heading; the back and forward buttons return to where the page
 * was left; a new address for the same screen (filters, sort) keeps the place. The browser's
 * own restoration is off: it scrolls before the app has drawn the page it restores.
 */
export class PageTop {
  private readonly positions = new ScrollPositions();
  private pathname: string | null = null;
  /** The entry whose scroll positions are recorded; none while a page is being placed. */
  private settled: string | null = null;
  private restoring: Cancel | null = null;
  private focusing: Cancel | null = null;

  private readonly onScroll = () => {
    const id = entryId();
    if (id !== null && id === this.settled) this.positions.set(id, window.scrollY);
  };

  private readonly onPageHide = () => this.positions.save();

  start(): () => void {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    this.positions.load();
    window.addEventListener('scroll', this.onScroll, { passive: true });
    window.addEventListener('pagehide', this.onPageHide);
    return () => {
      this.stopPlacing();
      window.removeEventListener('scroll', this.onScroll);
      window.removeEventListener('pagehide', this.onPageHide);
      this.positions.save();
      this.pathname = null;
      this.settled = null;
    };
  }

  /** The address changed (or the app started): called after the new page was committed. */
  shown(pathname: string): void {
    const known = entryId();
    const id = known ?? markEntry();
    const first = this.pathname === null;
    const samePage = pathname === this.pathname;
    this.pathname = pathname;

    if (samePage) {
      // Filters, sort, a sheet: the visitor stays where they are.
      if (!this.restoring) this.settle(id);
      return;
    }
    this.stopPlacing();
    const earlier = known === null ? undefined : this.positions.get(known);
    if (earlier !== undefined) {
      // Back, forward, a reload: where the page was left.
      this.restoring = restoreScroll(earlier, () => {
        this.restoring = null;
        const now = entryId();
        if (now !== null) this.settle(now);
      });
    } else {
      if (!first) window.scrollTo(0, 0);
      this.settle(id);
    }
    if (!first || arrivedByLink()) this.focusing = focusHeading();
  }

  private settle(id: string) {
    this.settled = id;
    this.positions.set(id, window.scrollY);
  }

  private stopPlacing() {
    this.restoring?.();
    this.restoring = null;
    this.focusing?.();
    this.focusing = null;
  }
}

/**
 * The app was loaded by a link on another page of the site (the dev mailbox's): that is a
 * new page too. Typed addresses, bookmarks, mail apps and reloads leave the focus alone. The
 * Navigation API knows the page before when it was of the same site (the server sends no
 * referrer); browsers without it are asked for the referrer.
 */
function arrivedByLink(): boolean {
  const activation = (window as { navigation?: { activation?: NavigationActivation | null } })
    .navigation?.activation;
  if (activation) return activation.navigationType === 'push' && activation.from !== null;
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  if ((navigation as PerformanceNavigationTiming | undefined)?.type !== 'navigate') return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
