import { screenLoader, type AppRoute, type ScreenLoader } from '../app/routeTable';
import { loadSearchScreen } from './search/searchScreen';
import { startBike, startLanding, startReservation, startSearch } from './startQueries';

/** Every screen but the landing page reads its data with Apollo Client, and shows more texts. */
const page = (load: ScreenLoader) => screenLoader(load, { texts: ['core', 'rest'], apollo: true });

/**
 * The traveller's URLs (listed in the README), each screen its own chunk. The e-mail links
 * `/verify`, `/cancel` and `/review` take `?token=`; trips travel in the query string (`city`,
 * `to`, `start`, `end`).
 */
export const travellerRoutes: AppRoute[] = [
  {
    path: '/',
    screen: screenLoader(() => import('./landing/LandingScreen'), {
      texts: ['core'],
      apollo: false,
    }),
    frame: 'landing',
    start: startLanding,
  },
  { path: '/search', screen: loadSearchScreen, start: startSearch },
  { path: '/cities/:slug', screen: page(() => import('./city/CityScreen')) },
  { path: '/shops/:shopId', screen: page(() => import('./shop/ShopScreen')) },
  { path: '/bikes/:shopBikeId', screen: page(() => import('./bike/BikeScreen')), start: startBike },
  { path: '/offers/:offerId', screen: page(() => import('./offer/OfferScreen')) },
  {
    path: '/reserve/:shopBikeId',
    screen: page(() => import('./reservation/ReservationScreen')),
    start: startReservation,
  },
  { path: '/booking/:bookingNumber', screen: page(() => import('./booking/CheckEmailScreen')) },
  { path: '/verify', screen: page(() => import('./booking/VerifyScreen')) },
  { path: '/cancel', screen: page(() => import('./booking/CancelScreen')) },
  { path: '/review', screen: page(() => import('./booking/ReviewScreen')) },
];

/** Any other URL: says so, and offers the start and a search. */
export const travellerNotFound = screenLoader(
  () =>
    import('./notFound/NotFoundScreen').then(({ NotFoundScreen }) => ({
      default: NotFoundScreen,
    })),
  { texts: ['core', 'rest'], apollo: false },
);
