import { readCookieConsent } from './consent/cookieConsent';

/**
 * A partner's affiliate code from `?ref=` on any entry URL, kept for the visit (DESIGN.md 3).
 * It is the one thing kept that is not needed for the app to work, so a visitor who refuses
 * cookies is not followed: it is then neither kept nor sent.
 */
export const partnerRefStorageKey = 'partnerRef';

export function capturePartnerRef(search: string): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || code.length > 64 || readCookieConsent() === false) return;
  try {
    window.sessionStorage.setItem(partnerRefStorageKey, code);
  } catch {
    // Storage refused: the code is lost, and the booking is made without a partner.
  }
}

export function partnerRef(): string | null {
  if (readCookieConsent() === false) return null;
  try {
    return window.sessionStorage.getItem(partnerRefStorageKey);
  } catch {
    return null;
  }
}

/** The visitor refused: the code already kept goes. */
export function forgetPartnerRef(): void {
  try {
    window.sessionStorage.removeItem(partnerRefStorageKey);
  } catch {
    // Nothing was kept.
  }
}
