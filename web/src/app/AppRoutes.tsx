import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Routes, useLocation } from './routing';
import { Frame } from './Frame';
import { capturePartnerRef } from './partnerRef';
import { usePageTop } from './pageTop/usePageTop';
import type { RouteTable, ScreenLoader } from './routeTable';

const screens = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();

/** Every screen is its own chunk, loaded with its texts when its route is first shown. */
function lazyScreen(load: ScreenLoader) {
  let screen = screens.get(load);
  if (!screen) {
    screen = lazy(load);
    screens.set(load, screen);
  }
  return screen;
}

function Loading() {
  return (
    <p role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
}

/**
 * Declarative routes rather than the data router: the data router costs about 16 KB of
 * gzipped JavaScript on the landing page, and Apollo already does the data loading. The
 * routes are the site's (web/src/site), each area's.
 */
export function AppRoutes({ table }: { table: RouteTable }) {
  const location = useLocation();
  usePageTop();
  useEffect(() => capturePartnerRef(location.search), [location.search]);
  const NotFound = lazyScreen(table.notFound);
  return (
    <Routes>
      {table.routes.map(({ path, screen, frame }) => {
        const Screen = lazyScreen(screen);
        return (
          <Route
            key={path}
            path={path}
            element={
              <Frame variant={frame}>
                <Suspense fallback={<Loading />}>
                  <Screen />
                </Suspense>
              </Frame>
            }
          />
        );
      })}
      <Route
        path="*"
        element={
          <Frame>
            <Suspense fallback={<Loading />}>
              <NotFound />
            </Suspense>
          </Frame>
        }
      />
    </Routes>
  );
}
