import { areaScreens, open, withTexts } from '../app/areaScreens';
import { addTextParts } from '../i18n/catalogue';
import OwnerFrame from './OwnerFrame';
import { ownerScreenTexts } from './screenTexts';

// The area's texts are its frame's, login's and errors'; each screen brings its own part.
addTextParts(ownerScreenTexts);
const bikeTexts = withTexts('owner-bikes');
const reviewTexts = withTexts('owner-reviews');
const offerTexts = withTexts('owner-offers');
const bookingTexts = withTexts('owner-bookings');
const accessoryTexts = withTexts('owner-accessories');
const availabilityTexts = withTexts('owner-availability');
const shopTexts = withTexts('owner-shops');

/**
 * The area's route table: its screens by path, each its own chunk, behind the guard of a
 * session unless `open`; matched here, in the module the area's one route in the entry loads
 * (routes.ts), not in the entry, which every traveller page loads.
 */
export const area = areaScreens({
  screens: {
    '/shopowner/login': open(() => import('./login/LoginScreen')),
    '/shopowner/verify': open(() => import('./verify/InvitationScreen')),
    '/shopowner': () => import('./profile/ProfileScreen'),
    '/shopowner/bikes': bikeTexts(() => import('./bikes/BikeListScreen')),
    '/shopowner/bikes/new': bikeTexts(() => import('./bikes/BikeNewScreen')),
    '/shopowner/bikes/:shopBikeId/edit': bikeTexts(() => import('./bikes/BikeEditScreen')),
    '/shopowner/reviews': reviewTexts(() => import('./reviews/ReviewsScreen')),
    '/shopowner/password': () => import('./account/PasswordScreen'),
    '/shopowner/language': () => import('./account/LanguageScreen'),
    '/shopowner/offers': offerTexts(() => import('./offers/OffersScreen')),
    '/shopowner/offers/new': offerTexts(() => import('./offers/NewOfferScreen')),
    '/shopowner/offers/:id': offerTexts(() => import('./offers/OfferScreen')),
    '/shopowner/bookings': bookingTexts(() => import('./bookings/BookingsScreen')),
    '/shopowner/bookings/history': bookingTexts(() => import('./bookings/BookingHistoryScreen')),
    '/shopowner/bookings/:id/edit': bookingTexts(() => import('./bookings/BookingEditScreen')),
    '/shopowner/bookings/:id': bookingTexts(() => import('./bookings/BookingDetailScreen')),
    '/shopowner/accessories': accessoryTexts(() => import('./accessories/AccessoriesScreen')),
    '/shopowner/accessories/new': accessoryTexts(() => import('./accessories/AccessoryNewScreen')),
    '/shopowner/accessories/:addonId': accessoryTexts(
      () => import('./accessories/AccessoryEditScreen'),
    ),
    '/shopowner/availability': availabilityTexts(() => import('./availability/AvailabilityScreen')),
    '/shopowner/shops': shopTexts(() => import('./shops/ShopsScreen')),
    '/shopowner/shops/new': shopTexts(() => import('./shops/ShopNewScreen')),
    '/shopowner/shops/:shopId/created': shopTexts(() => import('./shops/ShopCreatedScreen')),
    '/shopowner/shops/:shopId': shopTexts(() => import('./shops/ShopEditScreen')),
  },
  // In this module, not a chunk of its own: every page of the area shows the frame.
  frame: OwnerFrame,
  notFound: () => import('./ui/OwnerNotFoundScreen'),
  loadGuard: () => import('./session/RequireOwner').then(({ requireOwner }) => requireOwner),
});
