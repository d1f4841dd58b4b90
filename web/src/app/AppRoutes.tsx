import {
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Routes, useLocation } from './routing';
import { Frame } from './Frame';
import { capturePartnerRef } from './partnerRef';
import { usePageTop } from './pageTop/usePageTop';
import type { AreaFrameLoader, RouteTable, ScreenLoader } from './routeTable';

const screens = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();

const areaFrames = new Map<
  AreaFrameLoader,
  LazyExoticComponent<ComponentType<{ children: ReactNode }>>
>();

function lazyAreaFrame(load: AreaFrameLoader) {
  let frame = areaFrames.get(load);
  if (!frame) {
    frame = lazy(load);
    areaFrames.set(load, frame);
  }
  return frame;
}

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
      {table.routes.map(({ path, screen, frame, areaFrame, wide }) => {
        const Screen = lazyScreen(screen);
        const AreaFrame = areaFrame && lazyAreaFrame(areaFrame);
        const content = (
          <Suspense fallback={<Loading />}>
            <Screen />
          </Suspense>
        );
        return (
          <Route
            key={path}
            path={path}
            element={
              AreaFrame ? (
                <Frame variant="area" wide={wide}>
                  <Suspense fallback={<Loading />}>
                    <AreaFrame>{content}</AreaFrame>
                  </Suspense>
                </Frame>
              ) : (
                <Frame variant={frame}>{content}</Frame>
              )
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
