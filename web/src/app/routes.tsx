import type { RouteObject } from 'react-router';
import { CitiesScreen } from '../traveller/cities/CitiesScreen';
import { Frame } from './Frame';
import { NotFoundScreen } from './NotFoundScreen';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <Frame withFooter={false}>
        <CitiesScreen />
      </Frame>
    ),
  },
  {
    path: '*',
    element: (
      <Frame withFooter>
        <NotFoundScreen />
      </Frame>
    ),
  },
];
