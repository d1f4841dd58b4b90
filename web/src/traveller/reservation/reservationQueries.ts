import { graphql } from '../../gql';
import type { BookingQuoteInput } from '../../gql/graphql';
import { globalId } from '../restIds';
import { toInstant } from '../../ui/tripTime';
import type { ReservationRequest } from './reservationParams';

/**
 * The page's queries, apart from its screen so that the boot can send them before the screen's
 * code has loaded (traveller/startQueries.ts), with the same variables.
 */
export const ReservationScreenQuery = graphql(`
  query ReservationScreen(
    $shopBikeId: ID!
    $returnStoreId: ID!
    $oneWay: Boolean!
    $offerId: ID!
    $isOffer: Boolean!
  ) {
    publicBike(id: $shopBikeId) {
      id
      name
      deposit
      shop {
        id
        name
        transportCostPerBag
        city {
          id
          slug
        }
        ...RentalDetails_shop
        ...AddonSections_shop
      }
      ...ReservationOverview_bike
      ...RentalRequirements_bike
    }
    returnShop: publicShop(id: $returnStoreId) @include(if: $oneWay) {
      id
      ...RentalDetails_shop
    }
    offer: specialOffer(id: $offerId) @include(if: $isOffer) {
      ...AddonSections_offer @unmask
    }
  }
`);

export function reservationScreenVariables(request: ReservationRequest) {
  return {
    shopBikeId: globalId('ShopBike', request.shopBikeId),
    returnStoreId: globalId('Store', request.returnStoreId ?? request.shopBikeId),
    oneWay: request.returnStoreId !== null,
    offerId: globalId('Offer', request.offerId ?? request.shopBikeId),
    isOffer: request.offerId !== null,
  };
}

export const BookingQuoteQuery = graphql(`
  query BookingQuote($input: BookingQuoteInput!) {
    bookingQuote(input: $input) {
      price {
        totalPrice
        rentalDays
        ...PriceOverview_price @unmask
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** What the price is asked for: the trip, the chosen extras, the language of its texts. */
export function quoteInputFor(
  request: ReservationRequest,
  choice: { quantities: ReadonlyMap<number, number>; bagCount: number; language: string },
): BookingQuoteInput {
  return {
    shopBikeId: globalId('ShopBike', request.shopBikeId),
    startAt: toInstant(request.start),
    endAt: toInstant(request.end),
    ...(request.returnStoreId ? { returnStoreId: globalId('Store', request.returnStoreId) } : {}),
    ...(request.transferId
      ? { storeTransferId: globalId('StoreTransfer', request.transferId) }
      : {}),
    ...(request.offerId ? { offerId: globalId('Offer', request.offerId) } : {}),
    addons: [...choice.quantities]
      .filter(([, quantity]) => quantity > 0)
      .map(([addonId, quantity]) => ({ addonId: globalId('Addon', addonId), quantity })),
    ...(request.returnStoreId !== null ? { bagCount: choice.bagCount } : {}),
    language: choice.language === 'vn' ? 'VN' : 'EN',
  };
}
