import { prefetch } from '../app/bootPrefetch';
import { loadLightQuery } from '../app/lightQuery/lightQuery';
import { storedCurrency, storedLanguage } from '../app/preferences';
import type { StartLocation } from '../app/routeTable';
import type { BikeGallery_BikeFragment } from '../gql/graphql';
import { BikeScreenQuery } from './bike/bikeScreenQuery';
import {
  cardWidths,
  columnSizes,
  photoViews,
  pictureSources,
  preloadPicture,
} from './bike/pictureSources';
import { LandingScreenQuery } from './landing/landingScreenQuery';
import {
  BookingQuoteQuery,
  quoteInputFor,
  ReservationScreenQuery,
  reservationScreenVariables,
} from './reservation/reservationQueries';
import { readReservation } from './reservation/reservationParams';
import { globalId, restIdParam } from './restIds';
import { searchScreenVariables } from './search/searchParams';
import { SearchScreenQuery } from './search/searchScreenQuery';
import { TripCitiesQuery } from './trip/tripCitiesQuery';

/*
 * The boot's work for the traveller's pages (each route's `start`, traveller/routes.ts), run
 * before React: the page's query is sent now, alongside the download of its screen's code (and
 * of Apollo Client, which all screens but the landing page bring), instead of once the screen
 * has rendered. The landing page's queries are answered without Apollo (app/lightQuery); the
 * search's, the bike's and the reservation's are handed to it (app/bootPrefetch.ts). The
 * search's and the bike's first picture, the largest thing they show, is asked for as soon as
 * their answer names it.
 */

const ignore = () => undefined;

export function startLanding() {
  loadLightQuery(LandingScreenQuery).catch(ignore);
  loadLightQuery(TripCitiesQuery).catch(ignore);
}

/**
 * The search needs its city's id from the trip cities first. Prices in a foreign currency
 * wait for the rates, which the screen asks for itself: only the default, dong, starts here.
 */
async function startSearchQuery(params: URLSearchParams) {
  const data = await loadLightQuery(TripCitiesQuery);
  if (storedCurrency() !== 'dong') return;
  const bySlug = new Map(data.cities.nodes.map((city) => [city.slug, city]));
  const variables = searchScreenVariables(params, bySlug, 'dong');
  if (!variables) return;
  const answer = await prefetch(SearchScreenQuery, variables);
  const photo = answer?.searchBikes.edges[0]?.node.photoUrls[0];
  if (photo) preloadPicture(pictureSources(photo, cardWidths), columnSizes);
}

export function startSearch({ search }: StartLocation) {
  startSearchQuery(search).catch(ignore);
}

/** The bike's first photo, as its gallery shows it. */
async function startBikeQuery(shopBikeId: number) {
  const answer = await prefetch(BikeScreenQuery, { id: globalId('ShopBike', shopBikeId) });
  // Masked in the page's type (the gallery's fragment), present in the server's answer.
  const bike = answer?.publicBike as BikeGallery_BikeFragment | null | undefined;
  const photo = photoViews.map((view) => bike?.photos[view]).find(Boolean);
  if (photo) preloadPicture(pictureSources(photo), columnSizes);
}

export function startBike({ params }: StartLocation) {
  const restId = restIdParam(params.shopBikeId);
  if (restId !== null) startBikeQuery(restId).catch(ignore);
}

/** The reservation's page and its price for the visitor's first choice: no add-ons, no bags. */
export function startReservation({ params, search }: StartLocation) {
  const reservation = readReservation(params.shopBikeId, search);
  if (reservation.kind !== 'ok') return;
  const { request } = reservation;
  prefetch(ReservationScreenQuery, reservationScreenVariables(request));
  const choice = { quantities: new Map(), bagCount: 0, language: storedLanguage() };
  prefetch(BookingQuoteQuery, { input: quoteInputFor(request, choice) });
}
