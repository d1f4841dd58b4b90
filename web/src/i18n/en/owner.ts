// The en texts of the shop owners' area (/shopowner), loaded with its first screen.
import kit from './kit.json';
import ownerAccessories from './owner-accessories.json';
import ownerAccount from './owner-account.json';
import ownerAvailability from './owner-availability.json';
import ownerBikes from './owner-bikes.json';
import ownerBookingEdit from './owner-booking-edit.json';
import ownerBookings from './owner-bookings.json';
import ownerErrors from './owner-errors.json';
import ownerOffers from './owner-offers.json';
import ownerReviews from './owner-reviews.json';
import ownerShell from './owner-shell.json';
import ownerShops from './owner-shops.json';

export default {
  ...kit,
  ...ownerAccessories,
  ...ownerAccount,
  ...ownerAvailability,
  ...ownerBikes,
  ...ownerBookingEdit,
  ...ownerBookings,
  ...ownerErrors,
  ...ownerOffers,
  ...ownerReviews,
  ...ownerShell,
  ...ownerShops,
} as Record<string, string>;
