import { areaScreens, open, withTexts } from '../app/areaScreens';
import { addTextParts } from '../i18n/catalogue';
import OwnerFrame from './OwnerFrame';
import { ownerScreenTexts } from './screenTexts';

addTextParts(ownerScreenTexts);

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
    '/shopowner/bikes': withTexts(['owner-bikes'], () => import('./bikes/BikeListScreen')),
    '/shopowner/bikes/new': withTexts(['owner-bikes'], () => import('./bikes/BikeNewScreen')),
    '/shopowner/bikes/:shopBikeId/edit': withTexts(
      ['owner-bikes'],
      () => import('./bikes/BikeEditScreen'),
    ),
    '/shopowner/reviews': withTexts(['owner-reviews'], () => import('./reviews/ReviewsScreen')),
    '/shopowner/password': () => import('./account/PasswordScreen'),
    '/shopowner/language': () => import('./account/LanguageScreen'),
    '/shopowner/offers': withTexts(['owner-offers'], () => import('./offers/OffersScreen')),
    '/shopowner/offers/new': withTexts(['owner-offers'], () => import('./offers/NewOfferScreen')),
    '/shopowner/offers/:id': withTexts(['owner-offers'], () => import('./offers/OfferScreen')),
    '/shopowner/bookings': withTexts(['owner-bookings'], () => import('./bookings/BookingsScreen')),
    '/shopowner/bookings/history': withTexts(
      ['owner-bookings'],
      () => import('./bookings/BookingHistoryScreen'),
    ),
    '/shopowner/bookings/:id/edit': withTexts(
      ['owner-bookings'],
      () => import('./bookings/BookingEditScreen'),
    ),
    '/shopowner/bookings/:id': withTexts(
      ['owner-bookings'],
      () => import('./bookings/BookingDetailScreen'),
    ),
    '/shopowner/accessories': withTexts(
      ['owner-accessories'],
      () => import('./accessories/AccessoriesScreen'),
    ),
    '/shopowner/accessories/new': withTexts(
      ['owner-accessories'],
      () => import('./accessories/AccessoryNewScreen'),
    ),
    '/shopowner/accessories/:addonId': withTexts(
      ['owner-accessories'],
      () => import('./accessories/AccessoryEditScreen'),
    ),
    '/shopowner/availability': withTexts(
      ['owner-availability'],
      () => import('./availability/AvailabilityScreen'),
    ),
    '/shopowner/shops': withTexts(['owner-shops'], () => import('./shops/ShopsScreen')),
    '/shopowner/shops/new': withTexts(['owner-shops'], () => import('./shops/ShopNewScreen')),
    '/shopowner/shops/:shopId/created': withTexts(
      ['owner-shops'],
      () => import('./shops/ShopCreatedScreen'),
    ),
    '/shopowner/shops/:shopId': withTexts(['owner-shops'], () => import('./shops/ShopEditScreen')),
  },
  // In this module, not a chunk of its own: every page of the area shows the frame.
  frame: OwnerFrame,
  loadGuard: () => import('./session/RequireOwner').then(({ requireOwner }) => requireOwner),
});
