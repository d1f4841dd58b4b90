import type { ComponentType } from 'react';
import { requestTexts, type CataloguePart } from '../i18n/catalogue';

type ScreenModule = Promise<{ default: ComponentType }>;

/** A screen's code together with the texts it shows: it renders once both are there. */
function withTexts(parts: CataloguePart[], load: () => ScreenModule): () => ScreenModule {
  return () => Promise.all([load(), requestTexts(parts)]).then(([module]) => module);
}

/** Every screen but the landing page reads its data with Apollo Client, which comes with it. */
const withApolloClient = (load: () => ScreenModule) => () =>
  Promise.all([load(), import('./apolloScreen')]).then(([screen, { withApollo }]) => ({
    default: withApollo(screen.default),
  }));

const otherScreen = (load: () => ScreenModule) =>
  withTexts(['core', 'rest'], withApolloClient(load));

/**
 * Every screen is its own chunk. The loaders are shared by the routes and by the boot, which
 * starts the current page's screen downloading while the rest of the app still starts up.
 */
export const screenModules = {
  landing: withTexts(['core'], () => import('../traveller/landing/LandingScreen')),
  search: otherScreen(() => import('../traveller/search/SearchScreen')),
  city: otherScreen(() => import('../traveller/city/CityScreen')),
  shop: otherScreen(() => import('../traveller/shop/ShopScreen')),
  bike: otherScreen(() => import('../traveller/bike/BikeScreen')),
  offer: otherScreen(() => import('../traveller/offer/OfferScreen')),
  reservation: otherScreen(() => import('../traveller/reservation/ReservationScreen')),
  checkEmail: otherScreen(() => import('../traveller/booking/CheckEmailScreen')),
  verify: otherScreen(() => import('../traveller/booking/VerifyScreen')),
  cancel: otherScreen(() => import('../traveller/booking/CancelScreen')),
  review: otherScreen(() => import('../traveller/booking/ReviewScreen')),
  notFound: withTexts(['core', 'rest'], () =>
    import('./NotFoundScreen').then(({ NotFoundScreen }) => ({ default: NotFoundScreen })),
  ),
};

export type ScreenName = keyof typeof screenModules;

/**
 * The traveller's URLs (listed in the README). The e-mail links `/verify`, `/cancel` and
 * `/review` take `?token=`; trips travel in the query string (`city`, `to`, `start`, `end`).
 */
export const travellerPaths: { path: string; screen: ScreenName }[] = [
  { path: '/', screen: 'landing' },
  { path: '/search', screen: 'search' },
  { path: '/cities/:slug', screen: 'city' },
  { path: '/shops/:shopId', screen: 'shop' },
  { path: '/bikes/:shopBikeId', screen: 'bike' },
  { path: '/offers/:offerId', screen: 'offer' },
  { path: '/reserve/:shopBikeId', screen: 'reservation' },
  { path: '/booking/:bookingNumber', screen: 'checkEmail' },
  { path: '/verify', screen: 'verify' },
  { path: '/cancel', screen: 'cancel' },
  { path: '/review', screen: 'review' },
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/' || pathname === '';
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/** The screen a path shows, as the routes will decide it. */
export function screenForPath(pathname: string): ScreenName {
  return travellerPaths.find(({ path }) => matches(path, pathname))?.screen ?? 'notFound';
}
