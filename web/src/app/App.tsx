import { useEffect } from 'react';
import { useLocation } from './routing';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { AreaManifest } from './manifest/areaManifest';
import { applyPendingUpdate } from './offline/serviceWorkerUpdate';
import type { RouteTable } from './routeTable';
import type { Language } from '../i18n/languages';
import type { QueryTransport } from './lightQuery/transport';

/** A waiting new version of the app is applied when the visitor moves to another page. */
function UpdateOnPageChange() {
  const { pathname } = useLocation();
  useEffect(() => applyPendingUpdate(), [pathname]);
  return null;
}

/** The shell around the site's routes (web/src/site), every area's. */
export function App({
  routes,
  transport,
  language,
}: {
  routes: RouteTable;
  /** The server's render passes its own, answered in-process (web/src/traveller/ssr). */
  transport?: QueryTransport;
  language?: Language;
}) {
  return (
    <AppProviders transport={transport} language={language}>
      {/* The router reads the browser's location itself: no provider needed. */}
      <AreaManifest />
      <UpdateOnPageChange />
      <AppRoutes table={routes} />
    </AppProviders>
  );
}
