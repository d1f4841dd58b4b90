import type { ScreenLoader } from '../app/routeTable';
import OwnerFrame from './OwnerFrame';

/**
 * The area's screens by their routes' paths, each its own chunk, behind one `import()` of this
 * module: the routes (in the entry, which every traveller page loads) then hold their paths
 * and one import of the area, not each screen's name nor its list of files.
 */
export const screens = {
  '/shopowner/login': () => import('./login/LoginScreen'),
  '/shopowner/verify': () => import('./verify/InvitationScreen'),
  '/shopowner': () => import('./profile/ProfileScreen'),
  '/shopowner/bikes': () => import('./bikes/BikeListScreen'),
  '/shopowner/bikes/new': () => import('./bikes/BikeNewScreen'),
  '/shopowner/bikes/:shopBikeId/edit': () => import('./bikes/BikeEditScreen'),
  '/shopowner/reviews': () => import('./reviews/ReviewsScreen'),
  '/shopowner/password': () => import('./account/PasswordScreen'),
  '/shopowner/language': () => import('./account/LanguageScreen'),
  '/shopowner/offers': () => import('./offers/OffersScreen'),
  '/shopowner/offers/new': () => import('./offers/NewOfferScreen'),
  '/shopowner/offers/:id': () => import('./offers/OfferScreen'),
  '/shopowner/bookings': () => import('./bookings/BookingsScreen'),
  '/shopowner/bookings/history': () => import('./bookings/BookingHistoryScreen'),
  '/shopowner/bookings/:id/edit': () => import('./bookings/BookingEditScreen'),
  '/shopowner/bookings/:id': () => import('./bookings/BookingDetailScreen'),
  '/shopowner/accessories': () => import('./accessories/AccessoriesScreen'),
  '/shopowner/accessories/new': () => import('./accessories/AccessoryNewScreen'),
  '/shopowner/accessories/:addonId': () => import('./accessories/AccessoryEditScreen'),
  '/shopowner/availability': () => import('./availability/AvailabilityScreen'),
  '/shopowner/shops': () => import('./shops/ShopsScreen'),
  '/shopowner/shops/new': () => import('./shops/ShopNewScreen'),
  '/shopowner/shops/:shopId/created': () => import('./shops/ShopCreatedScreen'),
  '/shopowner/shops/:shopId': () => import('./shops/ShopEditScreen'),
} satisfies Record<string, ScreenLoader>;

// In this module, not a chunk of its own: every page of the area shows the frame.
export const loadFrame = () => Promise.resolve({ default: OwnerFrame });
export const loadGuard = () =>
  import('./session/RequireOwner').then(({ requireOwner }) => requireOwner);
