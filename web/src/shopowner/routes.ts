import { areaRoute } from '../app/areaRoutes';
import type { AppRoute } from '../app/routeTable';
import type { screens } from './screens';

const route = areaRoute<keyof typeof screens>(() => import('./screens'), 'owner');

/**
 * The shop owners' area (listed in the README). Every screen but the login and the
 * invitation (`open`) asks for a session first.
 */
export const shopOwnerRoutes: AppRoute[] = [
  route('/shopowner/login', true),
  route('/shopowner/verify', true),
  route('/shopowner'),
  route('/shopowner/bikes'),
  route('/shopowner/bikes/new'),
  route('/shopowner/bikes/:shopBikeId/edit'),
  route('/shopowner/reviews'),
  route('/shopowner/password'),
  route('/shopowner/language'),
  route('/shopowner/offers'),
  route('/shopowner/offers/new'),
  route('/shopowner/offers/:id'),
  route('/shopowner/bookings'),
  route('/shopowner/bookings/history'),
  route('/shopowner/bookings/:id/edit'),
  route('/shopowner/bookings/:id'),
  route('/shopowner/accessories'),
  route('/shopowner/accessories/new'),
  route('/shopowner/accessories/:addonId'),
  route('/shopowner/availability'),
  route('/shopowner/shops'),
  route('/shopowner/shops/new'),
  route('/shopowner/shops/:shopId/created'),
  route('/shopowner/shops/:shopId'),
];
