import { globalId } from './offerIds';
import { instantOf, wallClockOf, type WallClock } from './offerTime';

/** What the owner enters for an offer (spec section 3, "Offer draft"), as text while typed. */
export interface OfferDraft {
  storeId: number | null;
  shopBikeId: string;
  returnStoreId: number | null;
  earliestPickup: WallClock;
  latestPickup: WallClock;
  returnBy: WallClock;
  bookableUntil: WallClock;
  maxRentalDays: string;
  allowCustomAddons: boolean;
  /** Catalogue add-on REST id → price for the whole rental (text; empty or 0: included). */
  addons: Record<number, string>;
  regularPricePerDay: string;
  percentDiscount: string;
  online: boolean;
}

const blank: WallClock = { date: '', time: '' };

export const emptyDraft: OfferDraft = {
  storeId: null,
  shopBikeId: '',
  returnStoreId: null,
  earliestPickup: blank,
  latestPickup: blank,
  returnBy: blank,
  bookableUntil: blank,
  maxRentalDays: '',
  allowCustomAddons: false,
  addons: {},
  regularPricePerDay: '',
  percentDiscount: '',
  online: true,
};

export interface SavedOffer {
  storeDatabaseId: number;
  shopBikeDatabaseId: number;
  returnStoreDatabaseId: number | null;
  earliestPickupAt: unknown;
  latestPickupAt: unknown;
  travelEndsAt: unknown;
  bookableUntil: unknown;
  maxRentalDays: number;
  allowCustomAddons: boolean;
  addons: { addonDatabaseId: number; price: number }[];
  regularPricePerDay: number;
  percentDiscount: number;
  online: boolean;
}

/** The draft of a saved offer, for its edit form; `shopBikeId` is the shop bike's global id. */
export function draftOf(offer: SavedOffer, shopBikeId: string): OfferDraft {
  return {
    storeId: offer.storeDatabaseId,
    shopBikeId,
    returnStoreId: offer.returnStoreDatabaseId,
    earliestPickup: wallClockOf(String(offer.earliestPickupAt)),
    latestPickup: wallClockOf(String(offer.latestPickupAt)),
    returnBy: wallClockOf(String(offer.travelEndsAt)),
    bookableUntil: wallClockOf(String(offer.bookableUntil)),
    maxRentalDays: String(offer.maxRentalDays),
    allowCustomAddons: offer.allowCustomAddons,
    addons: Object.fromEntries(offer.addons.map((a) => [a.addonDatabaseId, String(a.price)])),
    regularPricePerDay: String(offer.regularPricePerDay),
    percentDiscount: String(offer.percentDiscount),
    online: offer.online,
  };
}

const whole = (text: string): number | undefined =>
  /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;

/** The API's input fields (create and update share them); the pickup window starts the travel window. */
export function offerFields(draft: OfferDraft) {
  const earliest = instantOf(draft.earliestPickup);
  return {
    shopBikeId: draft.shopBikeId || undefined,
    returnStoreId: draft.returnStoreId === null ? null : globalId('Store', draft.returnStoreId),
    travelStartsAt: earliest ?? undefined,
    earliestPickupAt: earliest ?? undefined,
    latestPickupAt: instantOf(draft.latestPickup) ?? undefined,
    travelEndsAt: instantOf(draft.returnBy) ?? undefined,
    bookableUntil: instantOf(draft.bookableUntil) ?? undefined,
    maxRentalDays: whole(draft.maxRentalDays),
    allowCustomAddons: draft.allowCustomAddons,
    addons: Object.entries(draft.addons).map(([addonId, price]) => ({
      addonId: globalId('Addon', Number(addonId)),
      price: whole(price) ?? 0,
    })),
    regularPricePerDay: whole(draft.regularPricePerDay),
    percentDiscount: whole(draft.percentDiscount),
  };
}

export type DraftField =
  | 'bike'
  | 'returnStore'
  | 'earliestPickup'
  | 'latestPickup'
  | 'returnBy'
  | 'bookableUntil'
  | 'maxRentalDays'
  | 'addons'
  | 'regularPrice'
  | 'discount'
  | 'online';

/** The API's userErrors `field` (REST names) onto the form's fields. */
const apiFields: Record<string, DraftField> = {
  bike_id: 'bike',
  return_store_id: 'returnStore',
  date_start_travel: 'earliestPickup',
  earliest_pickup: 'earliestPickup',
  latest_pickup: 'latestPickup',
  date_end_travel: 'returnBy',
  date_expired: 'bookableUntil',
  max_rental_duration: 'maxRentalDays',
  accessories: 'addons',
  bike_price_per_day: 'regularPrice',
  percent_discount: 'discount',
  online: 'online',
};

export type FieldErrors = Partial<Record<DraftField, string>>;

export function fieldErrorsOf(errors: { field: string | null; message: string }[]) {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const error of errors) {
    const field = error.field ? apiFields[error.field.split('.')[0]] : undefined;
    if (field) fields[field] ??= error.message;
    else general.push(error.message);
  }
  return { fields, general };
}

/** The wizard's steps that hold each field, to go back to the first one at fault. */
export const stepOfField: Record<DraftField, number> = {
  bike: 1,
  returnStore: 2,
  earliestPickup: 2,
  latestPickup: 2,
  returnBy: 2,
  bookableUntil: 2,
  maxRentalDays: 2,
  addons: 3,
  regularPrice: 4,
  discount: 4,
  online: 5,
};

/** The new price per day, as the server computes it. */
export function newPriceOf(regular: number, percent: number): number {
  return Math.round((regular * (100 - percent)) / 100);
}
