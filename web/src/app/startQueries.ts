import { TripCitiesQuery } from '../traveller/trip/useTripCities';
import { appClient } from './appClient';
import { screenForPath } from './screenModules';

/**
 * Imported second by main.tsx, before React: the cities the landing page's form and the search
 * need (the search finds its city's id among them) are asked for now, alongside the screen's
 * code, rather than once the screen has rendered: one round trip less before the results.
 */
const screen = screenForPath(window.location.pathname);
if (screen === 'landing' || screen === 'search')
  appClient.query({ query: TripCitiesQuery }).catch(() => undefined);
