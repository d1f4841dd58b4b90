import { useCallback, useSyncExternalStore } from 'react';

/** Spec section 4: stored as "true" (allow all) or "false" (refuse); unset until chosen. */
export const cookieConsentStorageKey = 'cookieConsent';

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

/** The visitor's choice (null: not yet asked) and a way to record it. */
export function useCookieConsent(): [CookieConsent, (allowed: boolean) => void] {
  const consent = useSyncExternalStore(subscribe, readCookieConsent, () => true);
  const choose = useCallback((allowed: boolean) => writeCookieConsent(allowed), []);
  return [consent, choose];
}
