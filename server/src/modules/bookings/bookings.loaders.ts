import DataLoader from 'dataloader';
import type { BookingService } from './bookings.service';
import type { OfferHoldService, PublicOfferView } from './offer-holds.service';

export function createBookingLoaders(bookings: BookingService, offerHolds: OfferHoldService) {
  return {
    /** A shop bike's bookable special offers, soonest to expire first ([] when none). */
    offersOfShopBike: new DataLoader<number, PublicOfferView[]>(async (ids) => {
      const rows = await offerHolds.ofShopBikes(ids);
      return ids.map((id) => rows.filter((row) => row.shopBikeDatabaseId === id));
    }),
    /** Each order's verification e-mails of the last hour, oldest first. */
    recentVerificationMails: new DataLoader<number, Date[]>((orderIds) =>
      bookings.verificationMailsSince(orderIds),
    ),
  };
}

export type BookingLoaders = ReturnType<typeof createBookingLoaders>;
