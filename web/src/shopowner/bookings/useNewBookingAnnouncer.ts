import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../ui/Toasts';

export interface SeenBooking {
  id: string;
  bookingNumber: string;
}

/**
 * Tells the owner politely (a status toast) about each booking that appears among the current
 * bookings of their shops after they were first shown; the first load announces nothing.
 */
export function useNewBookingAnnouncer(bookings: SeenBooking[] | null) {
  const notify = useNotify();
  const intl = useIntl();
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!bookings) return;
    if (!seen.current) {
      seen.current = new Set(bookings.map((booking) => booking.id));
      return;
    }
    for (const booking of bookings) {
      if (seen.current.has(booking.id)) continue;
      seen.current.add(booking.id);
      notify(
        intl.formatMessage({ id: 'owner.bookings.new' }, { bookingNumber: booking.bookingNumber }),
        'info',
      );
    }
  }, [bookings, notify, intl]);
}
