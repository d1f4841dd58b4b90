import { useCallback, useSyncExternalStore } from 'react';

/** The event Chromium fires when the app may be installed; not yet in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/**
 * The browser fires `beforeinstallprompt` once, early, perhaps before React renders: it is
 * caught at module load and kept here, outside any component, for whoever asks later.
 */
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function publish(next: BeforeInstallPromptEvent | null) {
  deferred = next;
  listeners.forEach((listener) => listener());
}

function onBeforeInstallPrompt(event: Event) {
  // Keep the browser's own mini-infobar away: the app offers installing where it fits.
  event.preventDefault();
  publish(event as BeforeInstallPromptEvent);
}

function onInstalled() {
  publish(null);
}

/** Starts listening; called at module load and again by tests after a reset. */
export function listenForInstallPrompt() {
  if (typeof window === 'undefined') return;
  window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.removeEventListener('appinstalled', onInstalled);
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onInstalled);
}
listenForInstallPrompt();

/** Forgets a caught prompt (tests only). */
export function resetInstallPrompt() {
  publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => deferred;
const serverSnapshot = () => null;

/**
 * `canInstall` is true only while the browser has offered installation (Chromium, not yet
 * installed); `install()` shows the browser's dialog and says what the visitor chose, or
 * 'unavailable' (already installed, Safari, Firefox: say so, or explain "Add to Home Screen").
 */
export function useInstallPrompt(): {
  canInstall: boolean;
  install(): Promise<InstallOutcome>;
} {
  const prompt = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const install = useCallback(async (): Promise<InstallOutcome> => {
    const event = deferred;
    if (!event) return 'unavailable';
    // A prompt can be shown only once: whatever the answer, it is used up.
    publish(null);
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      return outcome;
    } catch {
      return 'unavailable';
    }
  }, []);
  return { canInstall: prompt !== null, install };
}
