import type { ApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
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

export function App({ client }: { client: ApolloClient }) {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AreaManifest />
        <UpdateOnPageChange />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
