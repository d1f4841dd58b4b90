import { graphql } from '../../gql';
import type { BikeQuoteQueryVariables, BikeScreenQuery } from '../../gql/graphql';
import type { Language } from '../../i18n/languages';
import { toInstant } from '../../ui/tripTime';
import { restIdParam } from '../restIds';
import { defaultTimes, readTrip } from '../trip/trip';
import { fitWindow, type RentalWindow } from './rentalWindow';

/** The price of the chosen dates and return: at once for a link with dates, else on request. */
export const BikeQuoteQuery = graphql(`
  query BikeQuote($input: BookingQuoteInput!) {
    bookingQuote(input: $input) {
      price {
        ...BikePriceOverview_price @unmask
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Bike = NonNullable<BikeScreenQuery['publicBike']>;

/**
 * The trip a bike page's address asks for (`?start=&end=&to=&return=`): its return (a transfer
 * to the shop of `return`, else to the city `to`) and the rental window the shops' opening
 * hours allow. The page and the server, which asks the page's price with it, read it alike.
 */
export function bikeTripOf(bike: Bike, params: URLSearchParams, now: Date) {
  const trip = readTrip(params);
  const transfers = bike.shop.transfers.nodes;
  const returnShopId = restIdParam(params.get('return'));
  const transfer = returnShopId
    ? transfers.find((candidate) => candidate.toShop.databaseId === returnShopId)
    : trip.to
      ? transfers.find((candidate) => candidate.toShop.city.slug === trip.to)
      : undefined;
  const pickupWeek = bike.shop.schedule;
  const returnWeek = transfer?.toShop.schedule ?? pickupWeek;
  const defaults = defaultTimes(now);
  const wanted = { start: trip.start ?? defaults.start, end: trip.end ?? defaults.end };
  const window = fitWindow(pickupWeek, returnWeek, wanted, now);
  // A link with dates (from a search) already says when: its price is asked for at once.
  const datesKnown = Boolean(trip.start && trip.end);
  return { trip, transfers, transfer, pickupWeek, returnWeek, window, datesKnown };
}

/** What the price of a bike's window and return is asked with; null without a window. */
export function bikeQuoteInput(
  bike: Pick<Bike, 'id'>,
  window: RentalWindow | null,
  transfer: { id: string; toShop: { id: string } } | undefined,
  language: Language,
): BikeQuoteQueryVariables['input'] | null {
  if (!window) return null;
  return {
    shopBikeId: bike.id,
    startAt: toInstant(window.start),
    endAt: toInstant(window.end),
    language: language === 'vn' ? 'VN' : 'EN',
    ...(transfer ? { returnStoreId: transfer.toShop.id, storeTransferId: transfer.id } : {}),
  };
}
