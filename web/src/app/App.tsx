import { useEffect } from 'react';
import { useLocation } from './routing';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { AreaManifest } from './manifest/areaManifest';
import { applyPendingUpdate } from './offline/serviceWorkerUpdate';
import type { RouteTable } from './routeTable';

/** A waiting new version of the app is applied when the visitor moves to another page. */
function UpdateOnPageChange() {
  const { pathname } = useLocation();
  useEffect(() => applyPendingUpdate(), [pathname]);
  return null;
}

/** The shell around the site's routes (web/src/site), every area's. */
export function App({ routes }: { routes: RouteTable }) {
  return (
    <AppProviders>
      {/* The router reads the browser's location itself: no provider needed. */}
      <AreaManifest />
      <UpdateOnPageChange />
      <AppRoutes table={routes} />
    </AppProviders>
  );
}
