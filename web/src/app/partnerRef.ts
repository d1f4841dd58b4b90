/** A partner's affiliate code from `?ref=` on any entry URL, kept for the visit (DESIGN.md 3). */
export const partnerRefStorageKey = 'partnerRef';

export function capturePartnerRef(search: string): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || code.length > 64) return;
  try {
    window.sessionStorage.setItem(partnerRefStorageKey, code);
  } catch {
    // Storage refused: the code is lost, and the booking is made without a partner.
  }
}

export function partnerRef(): string | null {
  try {
    return window.sessionStorage.getItem(partnerRefStorageKey);
  } catch {
    return null;
  }
}
