import { toGlobalId } from '../../graphql/global-id';
import { idParam, type JsonSchema, type RestRoute } from '../route';

const addonFields = `
  id: databaseId
  name { en vn }
  icon
  type
  max_quantity: maxQuantity
  allow_multiple: allowMultiple
  explanation { en vn }
  price_per_day: pricePerDay
  one_time_price: oneTimePrice
  is_active: active
  shop_count: shopCount
  booking_count: bookingCount
`;

const userErrors = 'userErrors { field message code }';

const addonId = (params: Record<string, unknown>) => toGlobalId('Addon', params.id as number);

const price: JsonSchema = { type: 'integer', minimum: 0, maximum: 100_000_000, description: 'VND' };

/** Loose caps on text: the exact limits (after trimming) are the service's, named per field. */
const addonBody: Record<string, JsonSchema> = {
  name_en: { type: 'string', maxLength: 200, description: '1 to 100 characters, unique' },
  name_vn: { type: 'string', maxLength: 200, description: '1 to 100 characters' },
  icon: {
    type: 'string',
    maxLength: 100,
    description: '1 to 50 lowercase letters, digits and dashes, e.g. "fuel-refill"',
  },
  type: { type: 'string', enum: ['accessory', 'service', 'ACCESSORY', 'SERVICE'] },
  max_quantity: { type: 'integer', minimum: 1, maximum: 99 },
  allow_multiple: { type: 'boolean' },
  explanation_en: { type: 'string', maxLength: 5000, description: 'At most 2000 characters' },
  explanation_vn: { type: 'string', maxLength: 5000, description: 'At most 2000 characters' },
  price_per_day: price,
  one_time_price: price,
  is_active: { type: 'boolean' },
};

const inputNames: Record<string, string> = {
  name_en: 'nameEn',
  name_vn: 'nameVn',
  icon: 'icon',
  type: 'type',
  max_quantity: 'maxQuantity',
  allow_multiple: 'allowMultiple',
  explanation_en: 'explanationEn',
  explanation_vn: 'explanationVn',
  price_per_day: 'pricePerDay',
  one_time_price: 'oneTimePrice',
  is_active: 'active',
};

/** The REST body as the GraphQL input's fields: type upper case. */
function addonInput(body: unknown) {
  return Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>).map(([name, value]) => [
      inputNames[name],
      name === 'type' ? String(value).toUpperCase() : value,
    ]),
  );
}

export const adminAddonRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/accessory/list',
    access: 'admin',
    summary: 'The whole add-on catalogue (accessories and services), inactive ones included',
    tags: ['admin'],
    operation: `query RestAdminAddons($first: Int, $after: String) {
      adminAddons(first: $first, after: $after) { pageInfo { hasNextPage endCursor } nodes { ${addonFields} } }
    }`,
    pageThrough: 'adminAddons',
    resultPath: 'adminAddons.nodes',
  },
  {
    method: 'POST',
    path: '/api/admin/accessory/create',
    access: 'admin',
    summary:
      'Add an accessory or service to the catalogue; `type` is "accessory" or "service" (or ACCESSORY, SERVICE), answered upper case',
    tags: ['admin'],
    operation: `mutation RestCreateAddon($input: CreateAddonInput!) {
      createAddon(input: $input) { addon { ${addonFields} } ${userErrors} }
    }`,
    body: {
      type: 'object',
      required: ['name_en', 'name_vn', 'icon', 'type'],
      properties: addonBody,
      additionalProperties: false,
    },
    variables: ({ body }) => ({ input: addonInput(body) }),
    payloadPath: 'createAddon',
    resultPath: 'createAddon.addon',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/admin/accessory/{id}/info',
    access: 'admin',
    summary: 'One catalogue add-on',
    tags: ['admin'],
    operation: `query RestAdminAddonInfo($id: ID!) { addon: node(id: $id) { ... on Addon { ${addonFields} } } }`,
    params: idParam(),
    variables: ({ params }) => ({ id: addonId(params) }),
    resultPath: 'addon',
    notFoundWhenNull: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/accessory/update/{id}',
    access: 'admin',
    summary:
      "Change any of a catalogue add-on's fields; a lower max_quantity lowers every shop's maximum above it, is_active false stops shops newly offering it",
    tags: ['admin'],
    operation: `mutation RestUpdateAddon($input: UpdateAddonInput!) {
      updateAddon(input: $input) { addon { ${addonFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: { type: 'object', properties: addonBody, additionalProperties: false },
    variables: ({ params, body }) => ({ input: { id: addonId(params), ...addonInput(body) } }),
    payloadPath: 'updateAddon',
    resultPath: 'updateAddon.addon',
  },
  {
    method: 'DELETE',
    path: '/api/admin/accessory/delete/{id}',
    access: 'admin',
    summary:
      "Delete a catalogue add-on and every shop's offer of it, for good; 409 IN_USE while bookings include it (set it inactive instead)",
    tags: ['admin'],
    operation: `mutation RestDeleteAddon($input: DeleteAddonInput!) {
      deleteAddon(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: addonId(params) } }),
    payloadPath: 'deleteAddon',
    resultPath: 'deleteAddon.deleted',
  },
];
