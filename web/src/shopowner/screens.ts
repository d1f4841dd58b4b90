import { areaScreens, open } from '../app/areaScreens';
import OwnerFrame from './OwnerFrame';

/**
 * The area's route table: its screens by path, each its own chunk, behind the guard of a
 * session unless `open`; matched here, in the module the area's one route in the entry loads
 * (routes.ts), not in the entry, which every traveller page loads. A path the area does not
 * know shows the app's not-found page.
 */
export const area = areaScreens({
  screens: {
    '/shopowner/login': open(() => import('./login/LoginScreen')),
    '/shopowner/verify': open(() => import('./verify/InvitationScreen')),
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
  },
  // In this module, not a chunk of its own: every page of the area shows the frame.
  frame: OwnerFrame,
  loadGuard: () => import('./session/RequireOwner').then(({ requireOwner }) => requireOwner),
});
