import { useEffect } from 'react';
import { useLocation } from './routing';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { AreaManifest } from './manifest/areaManifest';
import { applyPendingUpdate } from './offline/serviceWorkerUpdate';

/** A waiting new version of the app is applied when the visitor moves to another page. */
function UpdateOnPageChange() {
  const { pathname } = useLocation();
  useEffect(() => applyPendingUpdate(), [pathname]);
  return null;
}

export function App() {
  return (
    <AppProviders>
      {/* The router reads the browser's location itself: no provider needed. */}
      <AreaManifest />
      <UpdateOnPageChange />
      <AppRoutes />
    </AppProviders>
  );
}
