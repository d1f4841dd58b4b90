/**
 * One key per reservation attempt, kept for this page in sessionStorage: a double tap, a
 * retry after a lost answer, or a reload then a retry all send the same key, and the API
 * answers them with the one booking.
 */
const storageKey = (page: string) => `reservationKey:${page}`;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function idempotencyKeyFor(page: string): string {
  try {
    const stored = window.sessionStorage.getItem(storageKey(page));
    if (stored) return stored;
    const key = newKey();
    window.sessionStorage.setItem(storageKey(page), key);
    return key;
  } catch {
    return memoryKeys.get(page) ?? memoryKeys.set(page, newKey()).get(page)!;
  }
}

/** Once booked, the next reservation of the same page is a new attempt. */
export function forgetIdempotencyKey(page: string): void {
  memoryKeys.delete(page);
  try {
    window.sessionStorage.removeItem(storageKey(page));
  } catch {
    // Storage refused: nothing was kept there.
  }
}

/** When storage is refused (private browsing), keys last while the page is open. */
const memoryKeys = new Map<string, string>();
