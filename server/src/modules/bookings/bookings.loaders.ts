import DataLoader from 'dataloader';
import type { BookingService } from './bookings.service';

export function createBookingLoaders(bookings: BookingService) {
  return {
    /** Each order's verification e-mails of the last hour, oldest first. */
    recentVerificationMails: new DataLoader<number, Date[]>((orderIds) =>
      bookings.verificationMailsSince(orderIds),
    ),
  };
}

export type BookingLoaders = ReturnType<typeof createBookingLoaders>;
