import type { ApolloClient } from '@apollo/client';
import { loadLightQuery } from '../app/lightQuery/lightQuery';
import type { QueryTransport } from '../app/lightQuery/transport';
import { pathParams } from '../app/pathParams';
import { BikeScreenQuery } from '../traveller/bike/bikeScreenQuery';
import { globalId, restIdParam } from '../traveller/restIds';
import { searchScreenVariables } from '../traveller/search/searchParams';
import { SearchScreenQuery } from '../traveller/search/searchScreenQuery';
import { TripCitiesQuery } from '../traveller/trip/tripCitiesQuery';

/** What a page's queries are asked through on the server: the page's own, answered in-process. */
export interface PageData {
  client: ApolloClient;
  transport: QueryTransport;
}

interface ServerPage {
  /** As in the site's routes (web/src/traveller/routes.ts). */
  path: string;
  /** Asks the queries the screen renders from, so that it renders with its content. */
  load(url: URL, params: Record<string, string>, data: PageData): Promise<void>;
}

/**
 * The traveller pages rendered on the server, with the queries each screen starts with (the
 * boot's `start` of the same route, web/src/traveller/startQueries.ts, asks the same). Prices
 * are in dong: a visitor who chose another currency gets the page rendered in the browser.
 */
export const serverPages: ServerPage[] = [
  {
    path: '/bikes/:shopBikeId',
    async load(_url, params, { client }) {
      const restId = restIdParam(params.shopBikeId);
      if (restId === null) return;
      await client.query({
        query: BikeScreenQuery,
        variables: { id: globalId('ShopBike', restId) },
      });
    },
  },
  {
    path: '/search',
    async load(url, _params, { client, transport }) {
      const trip = await loadLightQuery(TripCitiesQuery, {}, transport);
      const bySlug = new Map(trip.cities.nodes.map((city) => [city.slug, city]));
      const variables = searchScreenVariables(url.searchParams, bySlug, 'dong');
      if (variables) await client.query({ query: SearchScreenQuery, variables });
    },
  },
];

export function serverPageFor(pathname: string) {
  for (const page of serverPages) {
    const params = pathParams(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
}
