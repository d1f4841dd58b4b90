import type { BikeGallery_BikeFragment } from '../gql/graphql';
import { BikeScreenQuery } from '../traveller/bike/bikeScreenQuery';
import {
  cardWidths,
  columnSizes,
  photoViews,
  pictureSources,
  preloadPicture,
} from '../traveller/bike/pictureSources';
import { LandingScreenQuery } from '../traveller/landing/landingScreenQuery';
import {
  BookingQuoteQuery,
  quoteInputFor,
  ReservationScreenQuery,
  reservationScreenVariables,
} from '../traveller/reservation/reservationQueries';
import { readReservation } from '../traveller/reservation/reservationParams';
import { globalId, restIdParam } from '../traveller/restIds';
import { searchScreenVariables } from '../traveller/search/searchParams';
import { SearchScreenQuery } from '../traveller/search/searchScreenQuery';
import { TripCitiesQuery } from '../traveller/trip/tripCitiesQuery';
import { prefetch } from './bootPrefetch';
import { loadLightQuery } from './lightQuery/lightQuery';
import { storedCurrency, storedLanguage } from './preferences';
import { screenForPath } from './screenModules';

const ignore = () => undefined;

/**
 * The search needs its city's id from the trip cities first. Prices in a foreign currency
 * wait for the rates, which the screen asks for itself: only the default, dong, starts here.
 */
async function startSearch(params: URLSearchParams) {
  const data = await loadLightQuery(TripCitiesQuery);
  if (storedCurrency() !== 'dong') return;
  const bySlug = new Map(data.cities.nodes.map((city) => [city.slug, city]));
  const variables = searchScreenVariables(params, bySlug, 'dong');
  if (!variables) return;
  const answer = await prefetch(SearchScreenQuery, variables);
  const photo = answer?.searchBikes.edges[0]?.node.photoUrls[0];
  if (photo) preloadPicture(pictureSources(photo, cardWidths), columnSizes);
}

/** The bike's first photo, as its gallery shows it. */
async function startBike(shopBikeId: number) {
  const answer = await prefetch(BikeScreenQuery, { id: globalId('ShopBike', shopBikeId) });
  // Masked in the page's type (the gallery's fragment), present in the server's answer.
  const bike = answer?.publicBike as BikeGallery_BikeFragment | null | undefined;
  const photo = photoViews.map((view) => bike?.photos[view]).find(Boolean);
  if (photo) preloadPicture(pictureSources(photo), columnSizes);
}

/**
 * Imported second by main.tsx, before React: the page's query is sent now, alongside the
 * download of its screen's code (and of Apollo Client, which all screens but the landing page
 * bring), instead of once the screen has rendered. The landing page's queries are answered
 * without Apollo (app/lightQuery); the search's, the bike's and the reservation's are handed to
 * it (app/bootPrefetch.ts). The search's and the bike's first picture, the largest thing they
 * show, is asked for as soon as their answer names it.
 */
const { pathname, search } = window.location;
const screen = screenForPath(pathname);
if (screen === 'landing') {
  loadLightQuery(LandingScreenQuery).catch(ignore);
  loadLightQuery(TripCitiesQuery).catch(ignore);
} else if (screen === 'search') {
  startSearch(new URLSearchParams(search)).catch(ignore);
} else if (screen === 'bike') {
  const restId = restIdParam(pathname.split('/')[2]);
  if (restId !== null) startBike(restId).catch(ignore);
} else if (screen === 'reservation') {
  const reservation = readReservation(pathname.split('/')[2], new URLSearchParams(search));
  if (reservation.kind === 'ok') {
    const { request } = reservation;
    prefetch(ReservationScreenQuery, reservationScreenVariables(request));
    const choice = { quantities: new Map(), bagCount: 0, language: storedLanguage() };
    prefetch(BookingQuoteQuery, { input: quoteInputFor(request, choice) });
  }
}
