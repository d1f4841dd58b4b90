/**
 * The visitor's hold on a special offer, kept for the tab: `openSpecialOffer` answers the
 * token once, and the reservation page needs it (and what the offer allows) to book. No
 * public query reads one offer, and opening it again could start a new hold, so the offer
 * page leaves what the reservation needs here.
 */
export interface OfferHold {
  token: string;
  /** ISO instant. */
  expiresAt: string;
  /** Whether the shop's other add-ons may be added. */
  allowCustomAddons: boolean;
  /** Catalogue add-ons (REST ids) that come with the offer. */
  includedAddonIds: number[];
}

const storageKey = (offerId: number) => `offerHold:${offerId}`;

function isOfferHold(value: unknown): value is OfferHold {
  const hold = value as OfferHold | null;
  return (
    typeof hold === 'object' &&
    hold !== null &&
    typeof hold.token === 'string' &&
    typeof hold.expiresAt === 'string' &&
    !Number.isNaN(new Date(hold.expiresAt).getTime()) &&
    typeof hold.allowCustomAddons === 'boolean' &&
    Array.isArray(hold.includedAddonIds) &&
    hold.includedAddonIds.every((id) => Number.isInteger(id))
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
