/**
 * The visitor's hold on a special offer, kept for the tab: `openSpecialOffer` answers the
 * token once, and the reservation page needs it to book (and its end for the countdown). What
 * the offer is and allows is read with `specialOffer`, which starts no hold.
 */
export interface OfferHold {
  token: string;
  /** ISO instant. */
  expiresAt: string;
}

const storageKey = (offerId: number) => `offerHold:${offerId}`;

function isOfferHold(value: unknown): value is OfferHold {
  const hold = value as OfferHold | null;
  return (
    typeof hold === 'object' &&
    hold !== null &&
    typeof hold.token === 'string' &&
    typeof hold.expiresAt === 'string' &&
    !Number.isNaN(new Date(hold.expiresAt).getTime())
  );
}

export function readOfferHold(offerId: number): OfferHold | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey(offerId)) ?? 'null');
    return isOfferHold(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveOfferHold(offerId: number, hold: OfferHold): void {
  try {
    window.sessionStorage.setItem(storageKey(offerId), JSON.stringify(hold));
  } catch {
    // Storage refused (private browsing): the hold lasts while this page stays open.
  }
}
