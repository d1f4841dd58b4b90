import { toGlobalId } from '../../graphql/global-id';
import { idParam, type JsonSchema, type RestRoute } from '../route';

/** An offer as the shop-owner area shows it, with the names of the offer draft. */
const offerFields = `
  id: databaseId
  number
  store_id: storeDatabaseId
  from_name: storeName
  bike_id: shopBikeDatabaseId
  bike_name: bikeName
  random_unique_bike_id: bikePublicId
  return_store_id: returnStoreDatabaseId
  return_name: returnStoreName
  bike_price_per_day: regularPricePerDay
  regular_price: regularPricePerDay
  percent_discount: percentDiscount
  new_price: newPricePerDay
  date_start_travel: travelStartsAt
  date_end_travel: travelEndsAt
  earliest_pickup: earliestPickupAt
  latest_pickup: latestPickupAt
  date_expired: bookableUntil
  max_rental_duration: maxRentalDays
  online
  allowed_custom_addons: allowCustomAddons
  expired
  status
  accessories: addons { id: addonDatabaseId name { en vn } icon type quantity price }
  created_at: createdAt
  updated_at: updatedAt
`;

const userErrors = 'userErrors { field message code }';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 };
const moment = (description: string): JsonSchema => ({
  type: 'string',
  maxLength: 40,
  anyOf: [{ format: 'date' }, { format: 'date-time' }],
  description: `${description}. ISO 8601 date-time with an offset, or a date (its local midnight)`,
});

const offerProperties: Record<string, JsonSchema> = {
  bike_id: { ...id, description: 'A shop bike offered at the pickup shop' },
  bike_price_per_day: {
    type: 'integer',
    minimum: 1,
    maximum: 1_000_000_000,
    description: "The regular price per day in VND; the shop bike's price by default",
  },
  percent_discount: { type: 'integer', minimum: 1, maximum: 90 },
  return_store_id: {
    type: ['integer', 'null'],
    minimum: 1,
    maximum: 2147483647,
    description: 'One way: a shop reachable by a transfer from the pickup shop; null: round trip',
  },
  date_start_travel: moment('Start of the travel window, in the future'),
  date_end_travel: moment('End of the travel window'),
  earliest_pickup: moment('Earliest pickup, in the window (default: its start)'),
  latest_pickup: moment('Latest pickup, in the window (default: one day before its end)'),
  date_expired: moment('Bookable until: not in the past, not after the latest pickup'),
  max_rental_duration: {
    type: 'integer',
    minimum: 1,
    maximum: 1000,
    description: 'Days; at most the travel window',
  },
  online: { type: 'boolean' },
  allowed_custom_addons: { type: 'boolean' },
  accessories: {
    type: 'array',
    maxItems: 20,
    items: {
      type: 'object',
      required: ['id'],
      properties: {
        id: { ...id, description: 'A catalogue add-on offered at the pickup shop' },
        quantity: { type: 'integer', minimum: 1, maximum: 100, description: '1 by default' },
        price: {
          type: 'integer',
          minimum: 0,
          maximum: 1_000_000_000,
          description: 'VND; 0 (default): included',
        },
      },
      additionalProperties: false,
    },
  },
};

/**
 * A bare date is the start of that day in the shops' zone (Asia/Ho_Chi_Minh); GraphQL's
 * DateTime wants a full date-time.
 */
const dateTime = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T00:00:00+07:00`
    : value;

interface AccessoryBody {
  id: number;
  quantity?: number;
  price?: number;
}

/** The REST offer fields present in the body as GraphQL input fields. */
function offerInput(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {
    shopBikeId:
      body.bike_id === undefined ? undefined : toGlobalId('ShopBike', body.bike_id as number),
    regularPricePerDay: body.bike_price_per_day,
    percentDiscount: body.percent_discount,
    returnStoreId:
      body.return_store_id === undefined || body.return_store_id === null
        ? body.return_store_id
        : toGlobalId('Store', body.return_store_id as number),
    travelStartsAt: dateTime(body.date_start_travel),
    travelEndsAt: dateTime(body.date_end_travel),
    earliestPickupAt: dateTime(body.earliest_pickup),
    latestPickupAt: dateTime(body.latest_pickup),
    bookableUntil: dateTime(body.date_expired),
    maxRentalDays: body.max_rental_duration,
    online: body.online,
    allowCustomAddons: body.allowed_custom_addons,
    addons: (body.accessories as AccessoryBody[] | undefined)?.map((item) => ({
      addonId: toGlobalId('Addon', item.id),
      quantity: item.quantity,
      price: item.price,
    })),
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

const offerId = (value: unknown) => toGlobalId('Offer', value as number);

export const ownerOfferRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/shop-owner/offers/{shopId}/create',
    access: 'owner',
    summary:
      'Create a special offer for a bike of own shop {shopId} (offer draft); answers it with its new offer number and price',
    tags: ['shop owner'],
    operation: `mutation RestCreateOffer($input: CreateOfferInput!) {
      createOffer(input: $input) { offer { ${offerFields} } ${userErrors} }
    }`,
    params: idParam('shopId'),
    body: {
      type: 'object',
      required: [
        'bike_id',
        'percent_discount',
        'date_start_travel',
        'date_end_travel',
        'date_expired',
        'max_rental_duration',
      ],
      properties: offerProperties,
      additionalProperties: false,
    },
    variables: ({ params, body }) => ({
      input: {
        storeId: toGlobalId('Store', params.shopId as number),
        ...offerInput(body as Record<string, unknown>),
      },
    }),
    payloadPath: 'createOffer',
    resultPath: 'createOffer.offer',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/shop-owner/offers/{shopId}/list',
    access: 'owner',
    summary:
      'The special offers of own shop {shopId}, newest first, each with `expired` and `status` (ONLINE, OFFLINE, EXPIRED)',
    tags: ['shop owner'],
    operation: `query RestOwnerOffers($storeId: ID!, $first: Int, $after: String) {
      ownerOffers(storeId: $storeId, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${offerFields} }
      }
    }`,
    params: idParam('shopId'),
    variables: ({ params }) => ({ storeId: toGlobalId('Store', params.shopId as number) }),
    pageThrough: 'ownerOffers',
    resultPath: 'ownerOffers.nodes',
  },
  {
    method: 'GET',
    path: '/api/shop-owner/offers/info/{id}',
    access: 'owner',
    summary: 'One own special offer',
    tags: ['shop owner'],
    operation: `query RestOwnerOffer($id: ID!) { offer: ownerOffer(id: $id) { ${offerFields} } }`,
    params: idParam(),
    variables: ({ params }) => ({ id: offerId(params.id) }),
    resultPath: 'offer',
    notFoundWhenNull: true,
  },
  {
    method: 'PUT',
    path: '/api/shop-owner/offers/update/{id}',
    access: 'owner',
    summary:
      'Change any fields of an own offer (the rules apply to the result; `accessories` replaces the list); extending its dates revives an expired offer',
    tags: ['shop owner'],
    operation: `mutation RestUpdateOffer($input: UpdateOfferInput!) {
      updateOffer(input: $input) { offer { ${offerFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: { type: 'object', properties: offerProperties, additionalProperties: false },
    variables: ({ params, body }) => ({
      input: {
        id: offerId(params.id),
        ...offerInput((body ?? {}) as Record<string, unknown>),
      },
    }),
    payloadPath: 'updateOffer',
    resultPath: 'updateOffer.offer',
  },
  {
    method: 'DELETE',
    path: '/api/shop-owner/offers/delete/{id}',
    access: 'owner',
    summary:
      'Delete an own offer for good; bookings made with it keep their quoted price; answers its id',
    tags: ['shop owner'],
    operation: `mutation RestDeleteOffer($input: DeleteOfferInput!) {
      deleteOffer(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: offerId(params.id) } }),
    payloadPath: 'deleteOffer',
    resultPath: 'deleteOffer.deleted',
  },
  {
    method: 'PUT',
    path: '/api/shop-owner/offers/update-online-status/{id}',
    access: 'owner',
    summary:
      'Put an own offer online or offline (toggles when `online` is left out); an expired offer must be extended first (409 INVALID_STATE)',
    tags: ['shop owner'],
    operation: `mutation RestOfferOnline($input: SetOfferOnlineInput!) {
      setOfferOnline(input: $input) { offer { ${offerFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: {
      type: 'object',
      properties: { online: { type: 'boolean' } },
      additionalProperties: false,
    },
    variables: ({ params, body }) => ({
      input: { id: offerId(params.id), online: (body as { online?: boolean } | undefined)?.online },
    }),
    payloadPath: 'setOfferOnline',
    resultPath: 'setOfferOnline.offer',
  },
];
