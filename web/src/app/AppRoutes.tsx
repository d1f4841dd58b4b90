import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Routes, useLocation } from 'react-router';
import { Frame } from './Frame';
import { NotFoundScreen } from './NotFoundScreen';
import { capturePartnerRef } from './partnerRef';

type Screen = LazyExoticComponent<ComponentType>;

/** Every screen is its own chunk, loaded when its route is first shown. */
const screens = {
  landing: lazy(() => import('../traveller/landing/LandingScreen')),
  search: lazy(() => import('../traveller/search/SearchScreen')),
  city: lazy(() => import('../traveller/city/CityScreen')),
  shop: lazy(() => import('../traveller/shop/ShopScreen')),
  bike: lazy(() => import('../traveller/bike/BikeScreen')),
  offer: lazy(() => import('../traveller/offer/OfferScreen')),
  reservation: lazy(() => import('../traveller/reservation/ReservationScreen')),
  checkEmail: lazy(() => import('../traveller/booking/CheckEmailScreen')),
  verify: lazy(() => import('../traveller/booking/VerifyScreen')),
  cancel: lazy(() => import('../traveller/booking/CancelScreen')),
  review: lazy(() => import('../traveller/booking/ReviewScreen')),
} satisfies Record<string, Screen>;

/**
 * The traveller's URLs (listed in the README). The e-mail links `/verify`, `/cancel` and
 * `/review` take `?token=`; trips travel in the query string (`city`, `to`, `start`, `end`).
 */
export const travellerRoutes: { path: string; screen: Screen; landing?: boolean }[] = [
  { path: '/', screen: screens.landing, landing: true },
  { path: '/search', screen: screens.search },
  { path: '/cities/:slug', screen: screens.city },
  { path: '/shops/:shopId', screen: screens.shop },
  { path: '/bikes/:shopBikeId', screen: screens.bike },
  { path: '/offers/:offerId', screen: screens.offer },
  { path: '/reserve/:shopBikeId', screen: screens.reservation },
  { path: '/booking/:bookingNumber', screen: screens.checkEmail },
  { path: '/verify', screen: screens.verify },
  { path: '/cancel', screen: screens.cancel },
  { path: '/review', screen: screens.review },
];

function Loading() {
  return (
    <p role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
}

/**
 * Declarative routes rather than the data router: the data router costs about 16 KB of
 * gzipped JavaScript on the landing page, and Apollo already does the data loading.
 */
export function AppRoutes() {
  const location = useLocation();
  useEffect(() => capturePartnerRef(location.search), [location.search]);
  return (
    <Routes>
      {travellerRoutes.map(({ path, screen: Screen, landing }) => (
        <Route
          key={path}
          path={path}
          element={
            <Frame variant={landing ? 'landing' : 'page'}>
              <Suspense fallback={<Loading />}>
                <Screen />
              </Suspense>
            </Frame>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <Frame>
            <NotFoundScreen />
          </Frame>
        }
      />
    </Routes>
  );
}
