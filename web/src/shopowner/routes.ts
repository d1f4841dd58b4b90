import { screenLoader, type AppRoute, type ScreenLoader } from '../app/routeTable';
import { requestTexts } from '../i18n/catalogue';
import type { ownerScreens } from './screens';

type OwnerScreen = keyof typeof ownerScreens;

/** The area's frame: its header, its Apollo client (the signed-in one) and its texts. */
const OwnerFrame = () =>
  Promise.all([
    import('./screens').then(({ loadOwnerFrame }) => loadOwnerFrame()),
    requestTexts(['core', 'owner']),
  ]).then(([module]) => module);

/** A screen of the area: its code with the area's texts (it brings its own Apollo client). */
const ownerScreen = (load: ScreenLoader) =>
  screenLoader(load, { texts: ['core', 'owner'], apollo: false });

/** The screen behind the session guard, which comes with it (not with the traveller's boot). */
const signedIn =
  (name: OwnerScreen): ScreenLoader =>
  () =>
    import('./screens').then(({ ownerScreens: screens, loadSessionGuard }) =>
      Promise.all([screens[name](), loadSessionGuard()]).then(([screen, { requireOwner }]) => ({
        default: requireOwner(screen.default),
      })),
    );

const openScreen =
  (name: OwnerScreen): ScreenLoader =>
  () =>
    import('./screens').then(({ ownerScreens: screens }) => screens[name]());

const route = (path: string, name: OwnerScreen, open = false): AppRoute => ({
  path,
  screen: ownerScreen(open ? openScreen(name) : signedIn(name)),
  areaFrame: OwnerFrame,
});

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
