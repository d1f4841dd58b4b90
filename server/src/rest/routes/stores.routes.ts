import { toGlobalId } from '../../graphql/global-id';
import { idParam, type JsonSchema, type RestRoute } from '../route';

const slotFields = 'id: databaseId start end';

export const transferFields = `
  id: databaseId
  from_store_id: fromStoreDatabaseId
  to_store_id: toStoreDatabaseId
  to_store_name: toStoreName
  to_city: toCity { id: databaseId name { en vn } }
  to_own_store: toOwnStore
  price
  active
`;

const storeFields = `
  id: databaseId
  name
  city_id: cityDatabaseId
  city: city { id: databaseId slug name { en vn } }
  phone
  email
  address
  location { lat: latitude lng: longitude latitude longitude }
  picture
  picture_url: pictureUrl
  preview
  online
  is_active: active
  pickup_possible: pickupPossible
  transport_cost_per_bag: transportCostPerBag
  time_zone: timeZone
  bike_count: bikeCount
  store_schedule: schedule {
    mon { ${slotFields} } tue { ${slotFields} } wed { ${slotFields} } thu { ${slotFields} }
    fri { ${slotFields} } sat { ${slotFields} } sun { ${slotFields} }
  }
  transfers { ${transferFields} }
  created_at: createdAt
  updated_at: updatedAt
`;

const userErrors = 'userErrors { field message code }';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 };
const latitude = { type: 'number', minimum: -90, maximum: 90 };
const longitude = { type: 'number', minimum: -180, maximum: 180 };

const slotSchema: JsonSchema = {
  type: 'object',
  required: ['start', 'end'],
  properties: {
    start: { type: 'string', maxLength: 10, description: '"HH:MM", 08:00 to 23:45, quarter hours' },
    end: { type: 'string', maxLength: 10, description: '"HH:MM", after start, up to 23:45' },
  },
  additionalProperties: false,
};

/** Opening slots per weekday mon..sun; slots of a day may not overlap (touching is fine). */
export const weekSchema: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
      day,
      { type: 'array', maxItems: 12, items: slotSchema },
    ]),
  ),
  additionalProperties: false,
};

const storeProperties: Record<string, JsonSchema> = {
  name: { type: 'string', maxLength: 200 },
  city_id: id,
  phone: { type: 'string', maxLength: 100 },
  email: { type: 'string', maxLength: 300 },
  address: { type: 'string', maxLength: 500 },
  location: {
    type: 'object',
    description: '{ lat, lng } or { latitude, longitude }',
    properties: { lat: latitude, lng: longitude, latitude, longitude },
    additionalProperties: false,
  },
  latitude: { ...latitude, description: 'Instead of location' },
  longitude: { ...longitude, description: 'Instead of location' },
  picture: { type: ['string', 'null'], maxLength: 1000, description: 'A media key or https URL' },
  preview: { type: 'boolean', description: 'A draft only its owner sees' },
  online: { type: 'boolean', description: 'Needs at least one opening slot' },
  pickup_possible: { type: 'boolean' },
  transport_cost_per_bag: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
  store_schedule: { ...weekSchema, description: 'The whole week, replacing the current hours' },
};

const camel: Record<string, string> = {
  city_id: 'cityId',
  pickup_possible: 'pickupPossible',
  transport_cost_per_bag: 'transportCostPerBag',
  store_schedule: 'schedule',
};

/** The REST shop body as the GraphQL input's fields. */
function storeInput(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (['location', 'latitude', 'longitude'].includes(key)) continue;
    if (key === 'city_id') input.cityId = toGlobalId('City', value as number);
    else if (key === 'picture') input.picture = value ?? '';
    else input[camel[key] ?? key] = value;
  }
  if ('location' in body || 'latitude' in body || 'longitude' in body) {
    const location = (body.location ?? {}) as Record<string, number | undefined>;
    input.location = {
      latitude: location.latitude ?? location.lat ?? body.latitude ?? null,
      longitude: location.longitude ?? location.lng ?? body.longitude ?? null,
    };
  }
  return input;
}

const storeId = (value: unknown) => toGlobalId('Store', value as number);

const hoursOperation = (
  name: string,
  field: string,
) => `mutation ${name}($input: SetStoreHoursInput!) {
  ${field}(input: $input) { store { ${storeFields} } ${userErrors} }
}`;

export const storeRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/shop-owner/store/list',
    access: 'owner',
    summary: 'The caller’s shops with their hours and transfers (deleted ones left out)',
    tags: ['shop owner'],
    operation: `query RestOwnerStores($first: Int, $after: String) {
      ownerStores(first: $first, after: $after) { pageInfo { hasNextPage endCursor } nodes { ${storeFields} } }
    }`,
    pageThrough: 'ownerStores',
    resultPath: 'ownerStores.nodes',
  },
  {
    method: 'POST',
    path: '/api/shop-owner/store/create',
    access: 'owner',
    summary:
      'Create a shop (with `store_schedule` when given); `online` needs at least one opening slot (409)',
    tags: ['shop owner'],
    operation: `mutation RestCreateStore($input: CreateStoreInput!) {
      createStore(input: $input) { store { ${storeFields} } ${userErrors} }
    }`,
    body: {
      type: 'object',
      required: ['name', 'city_id', 'phone', 'email', 'address'],
      properties: storeProperties,
      additionalProperties: false,
    },
    variables: ({ body }) => ({ input: storeInput(body as Record<string, unknown>) }),
    payloadPath: 'createStore',
    resultPath: 'createStore.store',
    successStatus: 201,
  },
  {
    method: 'PUT',
    path: '/api/shop-owner/store/update/{id}',
    access: 'owner',
    summary:
      'Change an own shop, `online` included (409 without opening slots); `store_schedule` replaces the whole week',
    tags: ['shop owner'],
    operation: `mutation RestUpdateStore($input: UpdateStoreInput!) {
      updateStore(input: $input) { store { ${storeFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: { type: 'object', properties: storeProperties, additionalProperties: false },
    variables: ({ params, body }) => ({
      input: { id: storeId(params.id), ...storeInput((body ?? {}) as Record<string, unknown>) },
    }),
    payloadPath: 'updateStore',
    resultPath: 'updateStore.store',
  },
  {
    method: 'DELETE',
    path: '/api/shop-owner/store/delete/{id}',
    access: 'owner',
    summary:
      'Delete an own shop (409 while bookings awaiting verification, confirmed or in progress need it); past bookings keep it',
    tags: ['shop owner'],
    operation: `mutation RestDeleteStore($input: DeleteStoreInput!) {
      deleteStore(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: storeId(params.id) } }),
    payloadPath: 'deleteStore',
    resultPath: 'deleteStore.deleted',
  },
  {
    method: 'POST',
    path: '/api/shop-owner/store/schedule/{shopId}/set-hours',
    access: 'owner',
    summary:
      'Replace the opening hours of the whole week of an own shop (days left out are closed); answers the shop',
    tags: ['shop owner'],
    operation: hoursOperation('RestSetStoreHours', 'setStoreHours'),
    params: idParam('shopId'),
    body: weekSchema,
    variables: ({ params, body }) => ({
      input: { shopId: storeId(params.shopId), schedule: body ?? {} },
    }),
    payloadPath: 'setStoreHours',
    resultPath: 'setStoreHours.store',
  },
  {
    method: 'PUT',
    path: '/api/shop-owner/store/schedule/update-hours/{shopId}',
    access: 'owner',
    summary:
      'Replace the opening hours of the days given (an empty list closes a day); answers the shop',
    tags: ['shop owner'],
    operation: hoursOperation('RestUpdateStoreHours', 'updateStoreHours'),
    params: idParam('shopId'),
    body: weekSchema,
    variables: ({ params, body }) => ({
      input: { shopId: storeId(params.shopId), schedule: body ?? {} },
    }),
    payloadPath: 'updateStoreHours',
    resultPath: 'updateStoreHours.store',
  },
  {
    method: 'DELETE',
    path: '/api/shop-owner/store/schedule/delete/{id}',
    access: 'owner',
    summary: 'Delete one opening slot of an own shop (409 for the last slot of an online shop)',
    tags: ['shop owner'],
    operation: `mutation RestDeleteOpeningSlot($input: DeleteOpeningSlotInput!) {
      deleteOpeningSlot(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: toGlobalId('OpeningSlot', params.id as number) } }),
    payloadPath: 'deleteOpeningSlot',
    resultPath: 'deleteOpeningSlot.deleted',
  },
];
