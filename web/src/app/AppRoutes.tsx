import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Routes } from 'react-router';
import { CitiesScreen } from '../traveller/cities/CitiesScreen';
import { Frame } from './Frame';
import { NotFoundScreen } from './NotFoundScreen';

/**
 * Declarative routes rather than a data router: the data router costs about 16 KB of gzipped
 * JavaScript on the landing page, and Apollo already does the data loading. The shop owner
 * and admin areas join as `React.lazy` screens, each its own bundle, under this Suspense.
 */
export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      }
    >
      <Routes>
        <Route
          index
          element={
            <Frame withFooter={false}>
              <CitiesScreen />
            </Frame>
          }
        />
        <Route
          path="*"
          element={
            <Frame withFooter>
              <NotFoundScreen />
            </Frame>
          }
        />
      </Routes>
    </Suspense>
  );
}
