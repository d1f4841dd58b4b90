import type { ApolloClient } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { loadLightQuery } from '../../app/lightQuery/lightQuery';
import type { QueryTransport } from '../../app/lightQuery/transport';
import { pathParams } from '../../app/pathParams';
import type { Language } from '../../i18n/languages';
import { BikeQuoteQuery, bikeQuoteInput, bikeTripOf } from '../bike/bikeQuote';
import { BikeScreenQuery } from '../bike/bikeScreenQuery';
import { CityScreenQuery } from '../city/CityScreen';
import { LandingScreenQuery } from '../landing/landingScreenQuery';
import { OfferScreenQuery } from '../offer/OfferScreen';
import {
  BookingQuoteQuery,
  quoteInputFor,
  ReservationScreenQuery,
  reservationScreenVariables,
} from '../reservation/reservationQueries';
import { readReservation } from '../reservation/reservationParams';
import { ShopScreenQuery } from '../shop/ShopScreen';
import { globalId, restIdParam, type GlobalType } from '../restIds';
import { searchScreenVariables } from '../search/searchParams';
import { SearchScreenQuery } from '../search/searchScreenQuery';
import { TripCitiesQuery } from '../trip/tripCitiesQuery';

/** What a page's queries are asked through on the server: the page's own, answered in-process. */
export interface PageData {
  client: ApolloClient;
  transport: QueryTransport;
  language: Language;
}

interface ServerPage {
  /** As in the site's routes (web/src/traveller/routes.ts). */
  path: string;
  /** Asks the queries the screen renders from, so that it renders with its content. */
  load(url: URL, params: Record<string, string>, data: PageData): Promise<void>;
}

/** A page of one thing by the REST id in its path (`/bikes/34`): its screen's query by global id. */
function byRestId(
  path: string,
  type: GlobalType,
  query: TypedDocumentNode<unknown, { id: string }>,
): ServerPage {
  const param = path.slice(path.indexOf(':') + 1);
  return {
    path,
    async load(_url, params, { client }) {
      const restId = restIdParam(params[param]);
      if (restId !== null) await client.query({ query, variables: { id: globalId(type, restId) } });
    },
  };
}

/**
 * The traveller pages rendered on the server, with the queries each screen starts with (the
 * boot's `start` of the same route, web/src/traveller/startQueries.ts, asks the same). Prices
 * are in dong: a visitor who chose another currency gets the page rendered in the browser.
 */
export const serverPages: ServerPage[] = [
  {
    path: '/',
    async load(_url, _params, { transport }) {
      await Promise.all([
        loadLightQuery(LandingScreenQuery, {}, transport),
        loadLightQuery(TripCitiesQuery, {}, transport),
      ]);
    },
  },
  {
    path: '/cities/:slug',
    async load(_url, params, { client }) {
      await client.query({ query: CityScreenQuery, variables: { slug: params.slug } });
    },
  },
  byRestId('/shops/:shopId', 'Store', ShopScreenQuery),
  {
    path: '/bikes/:shopBikeId',
    async load(url, params, { client, language }) {
      const restId = restIdParam(params.shopBikeId);
      if (restId === null) return;
      const { data } = await client.query({
        query: BikeScreenQuery,
        variables: { id: globalId('ShopBike', restId) },
      });
      const bike = data?.publicBike;
      if (!bike) return;
      // A link with dates shows the price of its trip at once (bike/BikeDetails.tsx).
      const trip = bikeTripOf(bike, url.searchParams, new Date());
      const input = bikeQuoteInput(bike, trip.window, trip.transfer, language);
      if (trip.datesKnown && input)
        await client.query({ query: BikeQuoteQuery, variables: { input } });
    },
  },
  // The offer only: its hold is the browser's to start (a crawler must not hold offers).
  byRestId('/offers/:offerId', 'Offer', OfferScreenQuery),
  {
    path: '/search',
    async load(url, _params, { client, transport }) {
      const trip = await loadLightQuery(TripCitiesQuery, {}, transport);
      const bySlug = new Map(trip.cities.nodes.map((city) => [city.slug, city]));
      const variables = searchScreenVariables(url.searchParams, bySlug, 'dong');
      if (variables) await client.query({ query: SearchScreenQuery, variables });
    },
  },
  {
    path: '/reserve/:shopBikeId',
    async load(url, params, { client, language }) {
      const reservation = readReservation(params.shopBikeId, url.searchParams);
      if (reservation.kind !== 'ok') return;
      const { request } = reservation;
      // The price of the visitor's first choice, as the screen asks for it: no add-ons, no bags.
      const choice = { quantities: new Map<number, number>(), bagCount: 0, language };
      await Promise.all([
        client.query({
          query: ReservationScreenQuery,
          variables: reservationScreenVariables(request),
        }),
        client.query({
          query: BookingQuoteQuery,
          variables: { input: quoteInputFor(request, choice) },
        }),
      ]);
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
