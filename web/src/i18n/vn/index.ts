// The whole vn catalogue: the app loads it in parts (core.ts, rest.ts, owner.ts and each owner screen's, admin.ts; ../catalogue.ts).
import admin from './admin';
import core from './core';
import owner from './owner';
import ownerAccessories from './owner-accessories.json';
import ownerAvailability from './owner-availability.json';
import ownerBikes from './owner-bikes.json';
import ownerBookingScreens from './owner-booking-screens';
import ownerOffers from './owner-offers.json';
import ownerReviews from './owner-reviews.json';
import ownerShops from './owner-shops.json';
import rest from './rest';

export default {
  ...core,
  ...rest,
  ...owner,
  ...ownerAccessories,
  ...ownerAvailability,
  ...ownerBikes,
  ...ownerBookingScreens,
  ...ownerOffers,
  ...ownerReviews,
  ...ownerShops,
  ...admin,
} as Record<string, string>;
