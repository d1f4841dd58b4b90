/** Stops waiting: the page is done, or another page was opened. */
export type Cancel = () => void;

/** A visitor who taps, scrolls or types has taken over: the page stops moving for them. */
const userInputs = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface WaitOptions {
  /** Stop after this long, whatever the page looks like then. */
  timeoutMs: number;
  onTimeout?: () => void;
  /** Called once the waiting is over, however it ended. */
  onEnd?: () => void;
}

/**
 * Calls `attempt` now and whenever the page's content changes (the screen's code, then its
 * data, arrive after the address changed) until it returns true, the time is up or the
 * visitor acts.
 */
export function waitForPage(attempt: () => boolean, options: WaitOptions): Cancel {
  let ended = false;
  const observer = new MutationObserver(() => {
    if (attempt()) end();
  });
  const timer = window.setTimeout(() => {
    if (ended) return;
    options.onTimeout?.();
    end();
  }, options.timeoutMs);
  const onInput = () => end();
  // Pictures and fonts change the page's height without changing its elements.
  const resizes =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          if (attempt()) end();
        });

  function end() {
    if (ended) return;
    ended = true;
    observer.disconnect();
    resizes?.disconnect();
    window.clearTimeout(timer);
    userInputs.forEach((type) => window.removeEventListener(type, onInput, true));
    options.onEnd?.();
  }

  if (attempt()) {
    ended = true;
    window.clearTimeout(timer);
    options.onEnd?.();
    return () => undefined;
  }
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  resizes?.observe(document.body);
  userInputs.forEach((type) =>
    window.addEventListener(type, onInput, { capture: true, passive: true }),
  );
  return end;
}
