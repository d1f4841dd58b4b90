import {
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { AreaRoutesProps } from './areaScreens';
import { Route, Routes, useLocation } from './routing';
import { Frame } from './Frame';
import { Loading } from './Loading';
import { capturePartnerRef } from './partnerRef';
import { usePageTop } from './pageTop/usePageTop';
import type { AreaRoute, RouteTable, ScreenLoader } from './routeTable';

const screens = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();

const areas = new Map<AreaRoute['area'], LazyExoticComponent<ComponentType<AreaRoutesProps>>>();

/** Every screen is its own chunk, loaded with its texts when its route is first shown. */
function lazyScreen(load: ScreenLoader) {
  let screen = screens.get(load);
  if (!screen) {
    screen = lazy(load);
    screens.set(load, screen);
  }
  return screen;
}

/** A signed-in area's routes, in its module, loaded with its texts on its first page. */
function lazyArea(load: AreaRoute['area']) {
  let area = areas.get(load);
  if (!area) {
    area = lazy(() => load().then(({ AreaRoutes }) => ({ default: AreaRoutes })));
    areas.set(load, area);
  }
  return area;
}

/**
 * Declarative routes rather than the data router: the data router costs about 16 KB of
 * gzipped JavaScript on the landing page, and Apollo already does the data loading. The
 * routes are the site's (web/src/site), each area's; a signed-in area matches its own paths.
 */
export function AppRoutes({ table }: { table: RouteTable }) {
  const location = useLocation();
  usePageTop();
  useEffect(() => capturePartnerRef(location.search), [location.search]);
  const NotFound = lazyScreen(table.notFound);
  const notFound = (
    <Frame>
      <Suspense fallback={<Loading />}>
        <NotFound />
      </Suspense>
    </Frame>
  );
  return (
    <Routes>
      {table.routes.map((route) => {
        if ('area' in route) {
          const Area = lazyArea(route.area);
          const inArea = (content: ReactNode) => (
            <Frame variant="area" wide={route.wide}>
              {content}
            </Frame>
          );
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Suspense fallback={inArea(<Loading />)}>
                  <Area inFrame={inArea} />
                </Suspense>
              }
            />
          );
        }
        const Screen = lazyScreen(route.screen);
        return (
          <Route
            key={route.path}
            path={route.path}
            element={
              <Frame variant={route.frame}>
                <Suspense fallback={<Loading />}>
                  <Screen />
                </Suspense>
              </Frame>
            }
          />
        );
      })}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
