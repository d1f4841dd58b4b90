import { areaRoute } from '../app/areaRoutes';
import type { AppRoute } from '../app/routeTable';
import type { screens } from './screens';

const route = areaRoute<keyof typeof screens>(() => import('./screens'), 'owner');

/**
 * The shop owners' area (listed in the README). Every screen but the login and the
 * invitation (`open`) asks for a session first.
 */
export const shopOwnerRoutes: AppRoute[] = [
  route('/shopowner/login', 'loginScreen', true),
  route('/shopowner/verify', 'invitationScreen', true),
  route('/shopowner', 'profileScreen'),
  route('/shopowner/bikes', 'bikeListScreen'),
  route('/shopowner/bikes/new', 'bikeNewScreen'),
  route('/shopowner/bikes/:shopBikeId/edit', 'bikeEditScreen'),
  route('/shopowner/reviews', 'reviewsScreen'),
  route('/shopowner/password', 'passwordScreen'),
  route('/shopowner/language', 'languageScreen'),
  route('/shopowner/offers', 'offersScreen'),
  route('/shopowner/offers/new', 'newOfferScreen'),
  route('/shopowner/offers/:id', 'offerScreen'),
  route('/shopowner/bookings', 'bookingsScreen'),
  route('/shopowner/bookings/history', 'bookingHistoryScreen'),
  route('/shopowner/bookings/:id/edit', 'bookingEditScreen'),
  route('/shopowner/bookings/:id', 'bookingDetailScreen'),
  route('/shopowner/accessories', 'accessoriesScreen'),
  route('/shopowner/accessories/new', 'accessoryNewScreen'),
  route('/shopowner/accessories/:addonId', 'accessoryEditScreen'),
  route('/shopowner/availability', 'availabilityScreen'),
  route('/shopowner/shops', 'shopsScreen'),
  route('/shopowner/shops/new', 'shopNewScreen'),
  route('/shopowner/shops/:shopId/created', 'shopCreatedScreen'),
  route('/shopowner/shops/:shopId', 'shopEditScreen'),
];
