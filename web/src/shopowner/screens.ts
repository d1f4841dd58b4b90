import type { ScreenLoader } from '../app/routeTable';

/**
 * The area's screens, each its own chunk, behind one `import()` of this module: the routes
 * (in the entry, which every traveller page loads) then hold one import of the area, not one
 * per screen with its list of files.
 */
export const screens = {
  loginScreen: () => import('./login/LoginScreen'),
  invitationScreen: () => import('./verify/InvitationScreen'),
  profileScreen: () => import('./profile/ProfileScreen'),
  bikeListScreen: () => import('./bikes/BikeListScreen'),
  bikeNewScreen: () => import('./bikes/BikeNewScreen'),
  bikeEditScreen: () => import('./bikes/BikeEditScreen'),
  reviewsScreen: () => import('./reviews/ReviewsScreen'),
  passwordScreen: () => import('./account/PasswordScreen'),
  languageScreen: () => import('./account/LanguageScreen'),
  offersScreen: () => import('./offers/OffersScreen'),
  newOfferScreen: () => import('./offers/NewOfferScreen'),
  offerScreen: () => import('./offers/OfferScreen'),
  bookingsScreen: () => import('./bookings/BookingsScreen'),
  bookingHistoryScreen: () => import('./bookings/BookingHistoryScreen'),
  bookingDetailScreen: () => import('./bookings/BookingDetailScreen'),
  bookingEditScreen: () => import('./bookings/BookingEditScreen'),
  accessoriesScreen: () => import('./accessories/AccessoriesScreen'),
  accessoryNewScreen: () => import('./accessories/AccessoryNewScreen'),
  accessoryEditScreen: () => import('./accessories/AccessoryEditScreen'),
  availabilityScreen: () => import('./availability/AvailabilityScreen'),
  shopsScreen: () => import('./shops/ShopsScreen'),
  shopNewScreen: () => import('./shops/ShopNewScreen'),
  shopCreatedScreen: () => import('./shops/ShopCreatedScreen'),
  shopEditScreen: () => import('./shops/ShopEditScreen'),
} satisfies Record<string, ScreenLoader>;

export const loadFrame = () => import('./OwnerFrame');
export const loadGuard = () =>
  import('./session/RequireOwner').then(({ requireOwner }) => requireOwner);
