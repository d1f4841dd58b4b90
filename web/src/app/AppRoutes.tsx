import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Routes, useLocation } from './routing';
import { Frame } from './Frame';
import { capturePartnerRef } from './partnerRef';
import { usePageTop } from './pageTop/usePageTop';
import { screenModules, travellerPaths, type ScreenName } from './screenModules';

const screens = Object.fromEntries(
  Object.entries(screenModules).map(([name, load]) => [name, lazy(load)]),
) as Record<ScreenName, ReturnType<typeof lazy>>;

/** Every screen is its own chunk, loaded with its texts when its route is first shown. */
const travellerRoutes = travellerPaths.map(({ path, screen }) => ({
  path,
  screen: screens[screen],
  landing: screen === 'landing',
}));

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
  usePageTop();
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
            <Suspense fallback={<Loading />}>
              <screens.notFound />
            </Suspense>
          </Frame>
        }
      />
    </Routes>
  );
}
