// The vn texts of the owners' bookings screens: the list, the history, a booking, its edit.
import ownerBookingEdit from './owner-booking-edit.json';
import ownerBookings from './owner-bookings.json';

export default { ...ownerBookings, ...ownerBookingEdit } as Record<string, string>;
