import { screenLoader, type AppRoute, type ScreenLoader } from '../app/routeTable';
import { requestTexts } from '../i18n/catalogue';

/** The area's frame: its header, its Apollo client (the signed-in one) and its texts. */
const OwnerFrame = () =>
  Promise.all([import('./OwnerFrame'), requestTexts(['core', 'owner'])]).then(([module]) => module);

/** A screen of the area: its code with the area's texts (it brings its own Apollo client). */
const ownerScreen = (load: ScreenLoader) =>
  screenLoader(load, { texts: ['core', 'owner'], apollo: false });

/** The screen behind the session guard, which comes with it (not with the traveller's boot). */
const signedIn =
  (load: ScreenLoader): ScreenLoader =>
  () =>
    Promise.all([load(), import('./session/RequireOwner')]).then(([screen, { requireOwner }]) => ({
      default: requireOwner(screen.default),
    }));

const route = (path: string, load: ScreenLoader, open = false): AppRoute => ({
  path,
  screen: ownerScreen(open ? load : signedIn(load)),
  areaFrame: OwnerFrame,
});

/**
 * The shop owners' area (listed in the README). Every screen but the login and the
 * invitation (`open`) asks for a session first.
 */
export const shopOwnerRoutes: AppRoute[] = [
  route('/shopowner/login', () => import('./login/LoginScreen'), true),
  route('/shopowner/verify', () => import('./verify/InvitationScreen'), true),
  route('/shopowner', () => import('./profile/ProfileScreen')),
  route('/shopowner/bikes', () => import('./bikes/BikeListScreen')),
  route('/shopowner/bikes/new', () => import('./bikes/BikeNewScreen')),
  route('/shopowner/bikes/:shopBikeId/edit', () => import('./bikes/BikeEditScreen')),
  route('/shopowner/reviews', () => import('./reviews/ReviewsScreen')),
  route('/shopowner/password', () => import('./account/PasswordScreen')),
  route('/shopowner/language', () => import('./account/LanguageScreen')),
  route('/shopowner/offers', () => import('./offers/OffersScreen')),
  route('/shopowner/offers/new', () => import('./offers/NewOfferScreen')),
  route('/shopowner/offers/:id', () => import('./offers/OfferScreen')),
  route('/shopowner/bookings', () => import('./bookings/BookingsScreen')),
  route('/shopowner/bookings/history', () => import('./bookings/BookingHistoryScreen')),
  route('/shopowner/bookings/:id', () => import('./bookings/BookingDetailScreen')),
  route('/shopowner/accessories', () => import('./accessories/AccessoriesScreen')),
  route('/shopowner/accessories/new', () => import('./accessories/AccessoryNewScreen')),
  route('/shopowner/accessories/:addonId', () => import('./accessories/AccessoryEditScreen')),
  route('/shopowner/availability', () => import('./availability/AvailabilityScreen')),
  route('/shopowner/shops', () => import('./shops/ShopsScreen')),
  route('/shopowner/shops/new', () => import('./shops/ShopNewScreen')),
  route('/shopowner/shops/:shopId/created', () => import('./shops/ShopCreatedScreen')),
  route('/shopowner/shops/:shopId', () => import('./shops/ShopEditScreen')),
];
