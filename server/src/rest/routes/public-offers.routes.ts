import { toGlobalId } from '../../graphql/global-id';
import { idParam, type RestRoute } from '../route';

/** A special offer as the traveller's pages show it, with the names of the offer draft. */
const offerFields = `
  id: databaseId
  number
  store_id: storeDatabaseId
  from_name: storeName
  city_id: cityDatabaseId
  bike_id: shopBikeDatabaseId
  bike_name: bikeName
  random_unique_bike_id: bikePublicId
  return_store_id: returnStoreDatabaseId
  return_name: returnStoreName
  regular_price: regularPricePerDay
  percent_discount: percentDiscount
  new_price: newPricePerDay
  date_start_travel: travelStartsAt
  date_end_travel: travelEndsAt
  earliest_pickup: earliestPickupAt
  latest_pickup: latestPickupAt
  date_expired: bookableUntil
  max_rental_duration: maxRentalDays
  allowed_custom_addons: allowCustomAddons
  accessories: addons { id: addonDatabaseId name { en vn } icon type quantity price }
  held
  held_until: heldUntil
`;

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

export const publicOfferRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/offers/list',
    access: 'public',
    summary:
      'Online, unexpired special offers of public shops in city `city` (one way: returning in `city_destination`), each with regular and new price, windows, bike, shop and whether someone holds it',
    tags: ['traveller'],
    operation: `query RestSpecialOffers($city: ID, $cityDestination: ID, $first: Int, $after: String) {
      specialOffers(city: $city, cityDestination: $cityDestination, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${offerFields} }
      }
    }`,
    params: [
      { name: 'city', in: 'query', type: 'integer', minimum: 1, maximum: 2147483647 },
      { name: 'city_destination', in: 'query', type: 'integer', minimum: 1, maximum: 2147483647 },
    ],
    variables: ({ query }) => ({
      city: query.city ? toGlobalId('City', query.city as number) : null,
      cityDestination: query.city_destination
        ? toGlobalId('City', query.city_destination as number)
        : null,
    }),
    pageThrough: 'specialOffers',
    resultPath: 'specialOffers.nodes',
  },
  {
    method: 'GET',
    path: '/api/offers/info/{id}',
    access: 'public',
    summary:
      "A special offer; starts the visitor's 35-minute hold and answers its `hold_token` once (send it back as `?hold_token=` or the `Hold-Token` header to see the same hold). While someone else holds it: `held` with `held_until` and no token. One client address holds a few offers at once (409 LIMIT_REACHED on `offer_id` for another) and starts a limited number of holds per hour (429)",
    tags: ['traveller'],
    operation: `mutation RestOpenSpecialOffer($input: OpenSpecialOfferInput!) {
      openSpecialOffer(input: $input) {
        offer { ${offerFields} }
        hold_token: holdToken
        hold_expires_at: holdExpiresAt
        ${'userErrors { field message code }'}
      }
    }`,
    params: [
      ...idParam(),
      { name: 'hold_token', in: 'query', type: 'string', maxLength: 200 },
      { name: 'limit', in: 'query', type: 'integer', minimum: 1, maximum: 1000 },
    ],
    variables: ({ params, query, headers }) => ({
      input: {
        offerId: toGlobalId('Offer', params.id as number),
        holdToken:
          (query.hold_token as string | undefined) ?? headerValue(headers['hold-token']) ?? null,
      },
    }),
    payloadPath: 'openSpecialOffer',
    resultPath: 'openSpecialOffer',
  },
];
