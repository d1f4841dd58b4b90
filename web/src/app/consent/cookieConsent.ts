import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { writePreferenceCookie } from '../preferenceCookie';
import { cookieConsentStorageKey } from './consentKey';

export { cookieConsentStorageKey };

export type CookieConsent = boolean | null;

const listeners = new Set<() => void>();
/** What was chosen when storage refuses to keep it (private browsing): for this visit. */
let unstored: CookieConsent = null;

export function readCookieConsent(): CookieConsent {
  try {
    const stored = window.localStorage.getItem(cookieConsentStorageKey);
    if (stored === 'true') return true;
    if (stored === 'false') return false;
    return null;
  } catch {
    return unstored;
  }
}

export function writeCookieConsent(allowed: boolean) {
  unstored = allowed;
  try {
    window.localStorage.setItem(cookieConsentStorageKey, String(allowed));
  } catch {
    // Kept in memory: the banner stays away for this visit.
  }
  // The server renders the page with the banner or without it (app/preferenceCookie.ts).
  writePreferenceCookie(cookieConsentStorageKey, String(allowed));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab chose.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The answer the page was rendered with on the server (from the visitor's cookie), so that
 * hydration finds the banner where the server put it; a page the browser renders alone never
 * reads it.
 */
export const ServerConsentContext = createContext<CookieConsent>(true);

/** The visitor's choice (null: not yet asked) and a way to record it. */
export function useCookieConsent(): [CookieConsent, (allowed: boolean) => void] {
  const serverConsent = useContext(ServerConsentContext);
  const consent = useSyncExternalStore(subscribe, readCookieConsent, () => serverConsent);
  const choose = useCallback((allowed: boolean) => writeCookieConsent(allowed), []);
  return [consent, choose];
}
