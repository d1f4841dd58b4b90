import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../ui/Toasts';

export interface SeenBooking {
  id: string;
  bookingNumber: string;
}

/**
 * Tells the owner politely (a status toast) about each booking that appears on a shop's board
 * after it was first shown; the first load of a shop announces nothing.
 */
export function useNewBookingAnnouncer(shopId: string | null, bookings: SeenBooking[] | null) {
  const notify = useNotify();
  const intl = useIntl();
  const seen = useRef<{ shopId: string | null; ids: Set<string> } | null>(null);
  useEffect(() => {
    if (!shopId || !bookings) return;
    if (seen.current?.shopId !== shopId) {
      seen.current = { shopId, ids: new Set(bookings.map((booking) => booking.id)) };
      return;
    }
    for (const booking of bookings) {
      if (seen.current.ids.has(booking.id)) continue;
      seen.current.ids.add(booking.id);
      notify(
        intl.formatMessage({ id: 'owner.bookings.new' }, { bookingNumber: booking.bookingNumber }),
        'info',
      );
    }
  }, [shopId, bookings, notify, intl]);
}
