import { toGlobalId } from '../../graphql/global-id';
import { idParam, type JsonSchema, type RestRoute } from '../route';

const addonFields = `
  id: databaseId
  name { en vn }
  icon
  type
  max_quantity: maxQuantity
  allow_multiple: allowMultiple
  active
`;

const storeAddonFields = `
  id: databaseId
  store_id: storeDatabaseId
  store_name: storeName
  accessory: addon { ${addonFields} }
  price_per_day: pricePerDay
  one_time_price: oneTimePrice
  max_quantity: maxQuantity
  active
`;

const userErrors = 'userErrors { field message code }';

const price = { type: 'integer', minimum: 0, maximum: 1_000_000_000, description: 'VND' };

const priceProperties: Record<string, JsonSchema> = {
  price_per_day: price,
  one_time_price: price,
  max_quantity: {
    type: 'integer',
    minimum: 1,
    maximum: 1000,
    description: "At most the catalogue's maximum for the add-on",
  },
  active: { type: 'boolean' },
};

const storeIds: JsonSchema = {
  type: 'array',
  maxItems: 100,
  items: { type: 'integer', minimum: 1, maximum: 2147483647 },
};

/** The REST price fields present in the body as GraphQL input fields. */
function priceInput(body: Record<string, unknown>) {
  return {
    pricePerDay: body.price_per_day,
    oneTimePrice: body.one_time_price,
    maxQuantity: body.max_quantity,
    active: body.active,
  };
}

const storeGlobalIds = (ids: number[]) => ids.map((id) => toGlobalId('Store', id));
const addonId = (value: unknown) => toGlobalId('Addon', value as number);

export const storeAccessoryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/shop-owner/store-accessory/{storeId}/list',
    access: 'owner',
    summary: "An own shop's add-ons at the shop's prices",
    tags: ['shop owner'],
    operation: `query RestOwnerStoreAddons($storeId: ID!, $first: Int, $after: String) {
      ownerStoreAddons(storeId: $storeId, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${storeAddonFields} }
      }
    }`,
    params: idParam('storeId'),
    variables: ({ params }) => ({ storeId: toGlobalId('Store', params.storeId as number) }),
    pageThrough: 'ownerStoreAddons',
    resultPath: 'ownerStoreAddons.nodes',
  },
  {
    method: 'GET',
    path: '/api/shop-owner/store-accessory/list-store-accessory',
    access: 'owner',
    summary: 'The add-ons offered at any own shop, each with every own shop that offers it',
    tags: ['shop owner'],
    operation: `query RestOwnerStoreAddonGroups($first: Int, $after: String) {
      ownerStoreAddonGroups(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { accessory: addon { ${addonFields} } stores: storeAddons { ${storeAddonFields} } }
      }
    }`,
    pageThrough: 'ownerStoreAddonGroups',
    resultPath: 'ownerStoreAddonGroups.nodes',
  },
  {
    method: 'POST',
    path: '/api/shop-owner/store-accessory/create/{accessoryId}',
    access: 'owner',
    summary:
      "Offer catalogue add-on {accessoryId} at the own shops of `store_ids` (prices default to the catalogue's); answers each shop's add-on",
    tags: ['shop owner'],
    operation: `mutation RestOfferAddon($input: OfferAddonAtStoresInput!) {
      offerAddonAtStores(input: $input) { storeAddons { ${storeAddonFields} } ${userErrors} }
    }`,
    params: idParam('accessoryId'),
    body: {
      type: 'object',
      required: ['store_ids'],
      properties: { store_ids: storeIds, ...priceProperties },
      additionalProperties: false,
    },
    variables: ({ params, body }) => {
      const fields = body as Record<string, unknown>;
      return {
        input: {
          accessoryId: addonId(params.accessoryId),
          storeIds: storeGlobalIds(fields.store_ids as number[]),
          ...priceInput(fields),
        },
      };
    },
    payloadPath: 'offerAddonAtStores',
    resultPath: 'offerAddonAtStores.storeAddons',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/shop-owner/store-accessory/info/{id}',
    access: 'owner',
    summary: "One own shop's add-on",
    tags: ['shop owner'],
    operation: `query RestStoreAddonInfo($id: ID!) {
      storeAddon: node(id: $id) { ... on StoreAddon { ${storeAddonFields} } }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ id: toGlobalId('StoreAddon', params.id as number) }),
    resultPath: 'storeAddon',
    notFoundWhenNull: true,
  },
  {
    method: 'PUT',
    path: '/api/shop-owner/store-accessory/update/{id}',
    access: 'owner',
    summary:
      "Change one own shop's add-on: prices, maximum quantity (up to the catalogue's), status",
    tags: ['shop owner'],
    operation: `mutation RestUpdateStoreAddon($input: UpdateStoreAddonInput!) {
      updateStoreAddon(input: $input) { storeAddon { ${storeAddonFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: { type: 'object', properties: priceProperties, additionalProperties: false },
    variables: ({ params, body }) => ({
      input: {
        id: toGlobalId('StoreAddon', params.id as number),
        ...priceInput((body ?? {}) as Record<string, unknown>),
      },
    }),
    payloadPath: 'updateStoreAddon',
    resultPath: 'updateStoreAddon.storeAddon',
  },
  {
    method: 'PUT',
    path: '/api/shop-owner/store-accessory/update-accessory/{id}',
    access: 'owner',
    summary:
      'Change catalogue add-on {id} at every own shop that offers it; `store_ids` sets which own shops offer it',
    tags: ['shop owner'],
    operation: `mutation RestUpdateAddonOffer($input: UpdateAddonOfferInput!) {
      updateAddonOffer(input: $input) { storeAddons { ${storeAddonFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: {
      type: 'object',
      properties: { store_ids: storeIds, ...priceProperties },
      additionalProperties: false,
    },
    variables: ({ params, body }) => {
      const fields = (body ?? {}) as Record<string, unknown>;
      return {
        input: {
          id: addonId(params.id),
          ...(fields.store_ids ? { storeIds: storeGlobalIds(fields.store_ids as number[]) } : {}),
          ...priceInput(fields),
        },
      };
    },
    payloadPath: 'updateAddonOffer',
    resultPath: 'updateAddonOffer.storeAddons',
  },
  {
    method: 'DELETE',
    path: '/api/shop-owner/store-accessory/delete-accessory/{id}',
    access: 'owner',
    summary:
      'Stop offering catalogue add-on {id} at every own shop (404 when none offers it); answers its id',
    tags: ['shop owner'],
    operation: `mutation RestRemoveAddon($input: RemoveAddonFromStoresInput!) {
      removeAddonFromStores(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: addonId(params.id) } }),
    payloadPath: 'removeAddonFromStores',
    resultPath: 'removeAddonFromStores.deleted',
  },
];
