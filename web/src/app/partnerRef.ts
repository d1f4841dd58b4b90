import { readCookieConsent } from './consent/cookieConsent';

/**
 * A partner's affiliate code from `?ref=` on any entry URL, kept for the visit (DESIGN.md 3).
 * It is the one thing kept that is not needed for the app to work, so a visitor who refuses
 * cookies is not followed: it is then neither kept nor sent.
 */
export const partnerRefStorageKey = 'partnerRef';

export function capturePartnerRef(search: string): void {
  // Refused (on this page's banner, or before the app started, through its form): nothing kept.
  if (readCookieConsent() === false) return forgetPartnerRef();
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || code.length > 64) return;
  try {
    // The same link opened again in this session is the same visit.
    if (window.sessionStorage.getItem(partnerRefStorageKey) === code) return;
    window.sessionStorage.setItem(partnerRefStorageKey, code);
  } catch {
    // Storage refused: the code is lost, and the booking is made without a partner.
    return;
  }
  recordPartnerVisit(code);
}

/** Counts the visit for the partner's conversions; the page never waits for it nor fails by it. */
function recordPartnerVisit(code: string): void {
  try {
    fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($code:String!){recordPartnerVisit(input:{code:$code}){recorded}}',
        variables: { code },
      }),
    }).catch(() => {});
  } catch {
    // No fetch: the visit is not counted.
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
