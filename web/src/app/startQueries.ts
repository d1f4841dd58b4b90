import { BikeScreenQuery } from '../traveller/bike/bikeScreenQuery';
import { LandingScreenQuery } from '../traveller/landing/landingScreenQuery';
import { globalId, restIdParam } from '../traveller/restIds';
import { searchScreenVariables } from '../traveller/search/searchParams';
import { SearchScreenQuery } from '../traveller/search/searchScreenQuery';
import { TripCitiesQuery } from '../traveller/trip/useTripCities';
import { appClient } from './appClient';
import { storedCurrency } from './currency/CurrencyProvider';
import { screenForPath } from './screenModules';

const ignore = () => undefined;

function tripCities() {
  return appClient.query({ query: TripCitiesQuery });
}

/**
 * The search needs its city's id from the trip cities first. Prices in a foreign currency
 * wait for the rates, which the screen asks for itself: only the default, dong, starts here.
 */
async function startSearch(params: URLSearchParams) {
  const { data } = await tripCities();
  if (!data || storedCurrency() !== 'dong') return;
  const bySlug = new Map(data.cities.nodes.map((city) => [city.slug, city]));
  const variables = searchScreenVariables(params, bySlug, 'dong');
  if (variables) await appClient.query({ query: SearchScreenQuery, variables });
}

/**
 * Imported second by main.tsx, before React: the page's query is sent now, alongside the
 * download of its screen's code, instead of once the screen has rendered. The screen asks the
 * same (the same documents and variables) and finds the answer under way or arrived.
 */
const { pathname, search } = window.location;
const screen = screenForPath(pathname);
if (screen === 'landing') {
  appClient.query({ query: LandingScreenQuery }).catch(ignore);
  tripCities().catch(ignore);
} else if (screen === 'search') {
  startSearch(new URLSearchParams(search)).catch(ignore);
} else if (screen === 'bike') {
  const restId = restIdParam(pathname.split('/')[2]);
  if (restId !== null)
    appClient
      .query({ query: BikeScreenQuery, variables: { id: globalId('ShopBike', restId) } })
      .catch(ignore);
}
