import { toGlobalId } from '../../graphql/global-id';
import { idParam, type ParamSpec, type RestRoute } from '../route';

/** A booking as the shop-owner area lists it, with the order names of spec section 3. */
const orderFields = `
  id: databaseId
  booking_number: bookingNumber
  status
  late_for_pickup: lateForPickup
  store_id: storeDatabaseId
  store_name: storeName
  bike_id: shopBikeDatabaseId
  bike_name: bikeName
  random_unique_bike_id: bikePublicId
  unit_label: unitLabel
  date_start_travel: startAt
  date_end_travel: endAt
  rental_days: rentalDays
  price {
    price_per_day: pricePerDay
    bike_cost: bikeCost
    discount: discountAmount
    accessories_cost: addonsCost
    transfer_cost: transferCost
    bags_cost: bagsCost
    total: totalPrice
    deposit: depositPrice
  }
  accessories: items {
    id: addonDatabaseId
    name
    quantity
    price_per_day: pricePerDay
    one_time_price: oneTimePrice
    total
  }
  one_way: oneWay
  return_store_id: returnStoreDatabaseId
  return_name: returnStoreName
  store_transfer_id: storeTransferDatabaseId
  bag_count: bagCount
  offer_id: offerDatabaseId
  offer_number: offerNumber
  partner_id: partnerCode
  partner_name: partnerName
  user: customer { firstname: firstName lastname: lastName email phone language }
  created_at: createdAt
`;

/** One booking: the list's fields and its history. */
const orderInfoFields = `
  ${orderFields}
  verify_by: verifyBy
  verified_at: verifiedAt
  pickup_started_at: pickupStartedAt
  completed_at: completedAt
  cancelled_at: cancelledAt
  cancelled_by: cancelledBy
  no_show_at: noShowAt
  lapsed_at: lapsedAt
`;

const userErrors = 'userErrors { field message code }';

const groupLimit = 100;
const groupLimitParam: ParamSpec = {
  name: 'limit',
  in: 'query',
  type: 'integer',
  minimum: 1,
  maximum: groupLimit,
  description: `How many bookings at most in each group (default ${groupLimit}); each group's \`total\` counts them all.`,
};

const group = (name: string) =>
  `${name}(first: $first) { total: totalCount items: nodes { ${orderFields} } }`;

const orderId = (params: Record<string, unknown>) => toGlobalId('ShopOrder', params.id as number);

/** A state change of an own booking: 404 when not the caller's, 409 from any other state. */
function transitionRoute(
  method: 'POST' | 'DELETE',
  path: string,
  mutation: string,
  summary: string,
): RestRoute {
  const name = `Rest${mutation[0].toUpperCase()}${mutation.slice(1)}`;
  return {
    method,
    path,
    access: 'owner',
    summary,
    tags: ['shop owner'],
    operation: `mutation ${name}($input: ShopOrderInput!) {
      ${mutation}(input: $input) { order { ${orderInfoFields} } ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: orderId(params) } }),
    payloadPath: mutation,
    resultPath: `${mutation}.order`,
  };
}

export const shopOrderRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/shop-owner/orders/{storeId}/list',
    access: 'owner',
    summary:
      "The current bookings of own shop {storeId}, each group newest pickup first with the traveller's contact: `pending` (confirmed, pickup to come), `awaiting_verification` (not yet verified, not lapsed), `late_for_pickup` (confirmed, pickup time passed), `booked_offers` (active bookings of a special offer)",
    tags: ['shop owner'],
    operation: `query RestShopOrderBoard($storeId: ID!, $first: Int) {
      board: shopOrderBoard(storeId: $storeId) {
        as_of: asOf
        pending: ${group('pending')}
        awaiting_verification: ${group('awaitingVerification')}
        late_for_pickup: ${group('lateForPickup')}
        booked_offers: ${group('bookedOffers')}
      }
    }`,
    params: [...idParam('storeId'), groupLimitParam],
    variables: ({ params, query }) => ({
      storeId: toGlobalId('Store', params.storeId as number),
      first: (query.limit as number | undefined) ?? groupLimit,
    }),
    resultPath: 'board',
    notFoundWhenNull: true,
  },
  {
    method: 'GET',
    path: '/api/shop-owner/orders/info/{id}',
    access: 'owner',
    summary:
      "One booking of an own shop (its pickup shop), with the traveller's contact and its history",
    tags: ['shop owner'],
    operation: `query RestShopOrder($id: ID!) { order: shopOrder(id: $id) { ${orderInfoFields} } }`,
    params: idParam(),
    variables: ({ params }) => ({ id: orderId(params) }),
    resultPath: 'order',
    notFoundWhenNull: true,
  },
  {
    method: 'GET',
    path: '/api/shop-owner/orders/{id}/list-booking-completed',
    access: 'owner',
    summary:
      'The history of own shop {id}: bookings picked up and paid (IN_PROGRESS and COMPLETED), newest pickup first',
    tags: ['shop owner'],
    operation: `query RestShopOrderHistory($storeId: ID!, $first: Int, $after: String) {
      shopOrderHistory(storeId: $storeId, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${orderInfoFields} }
      }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ storeId: toGlobalId('Store', params.id as number) }),
    pageThrough: 'shopOrderHistory',
    resultPath: 'shopOrderHistory.nodes',
  },
  transitionRoute(
    'POST',
    '/api/shop-owner/orders/cancel/{id}',
    'cancelShopOrder',
    'Cancel a CONFIRMED or unverified booking of an own shop, for good; the traveller is e-mailed. 409 INVALID_STATE from any other state',
  ),
  transitionRoute(
    'POST',
    '/api/shop-owner/orders/star-pickup/{id}',
    'startPickup',
    "Start pickup (hand over the bike): CONFIRMED → IN_PROGRESS, from the start of the pickup's local day on. 409 INVALID_STATE otherwise",
  ),
  transitionRoute(
    'POST',
    '/api/shop-owner/orders/completed-pickup/{id}',
    'completePickup',
    'Complete pickup (bike back, paid): IN_PROGRESS → COMPLETED; the traveller is e-mailed a review link. 409 INVALID_STATE otherwise',
  ),
  transitionRoute(
    'DELETE',
    '/api/shop-owner/orders/delete/{id}',
    'markNoShow',
    'The customer did not show up: CONFIRMED → NO_SHOW, once the pickup time has passed. 409 INVALID_STATE otherwise (before the pickup time too)',
  ),
];
