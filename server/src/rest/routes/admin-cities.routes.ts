import { toGlobalId } from '../../graphql/global-id';
import { idParam, type JsonSchema, type RestRoute } from '../route';

/** The public city's fields, and what admins keep: keys, order and every shop counted. */
const adminCityFields = `
  id: databaseId
  slug
  name { en vn }
  description { en vn }
  picture: pictureUrl
  pictures: pictureUrls
  picture_keys: pictureKeys
  latitude
  longitude
  sort_order: sortOrder
  shop_count: shopCount
  store_count: storeCount
`;

const userErrors = 'userErrors { field message code }';

// Types and coarse caps here; the exact rules (trimmed lengths, ranges, keys) in the service.
const cityBody: Record<string, JsonSchema> = {
  slug: { type: 'string', maxLength: 200 },
  name_en: { type: 'string', maxLength: 200 },
  name_vn: { type: 'string', maxLength: 200 },
  description_en: { type: 'string', maxLength: 10000 },
  description_vn: { type: 'string', maxLength: 10000 },
  latitude: { type: 'number', minimum: -90, maximum: 90 },
  longitude: { type: 'number', minimum: -180, maximum: 180 },
  sort_order: { type: 'integer', minimum: 0, maximum: 2147483647 },
  pictures: {
    type: 'array',
    maxItems: 20,
    items: { type: 'string', maxLength: 512 },
    description: 'Keys of pictures in the media store, the main one first',
  },
};

/** The REST body as the GraphQL input's fields. */
function cityInput(body: unknown) {
  const { name_en, name_vn, description_en, description_vn, sort_order, ...rest } = (body ??
    {}) as Record<string, unknown>;
  return {
    ...rest,
    nameEn: name_en,
    nameVn: name_vn,
    descriptionEn: description_en,
    descriptionVn: description_vn,
    sortOrder: sort_order,
  };
}

const cityId = (params: Record<string, unknown>) => toGlobalId('City', params.id as number);

export const adminCityRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/city/list',
    access: 'admin',
    summary:
      'Every city, in display order, with its online shops (shop_count) and all its shops (store_count)',
    tags: ['admin'],
    operation: `query RestAdminCityList($first: Int, $after: String) {
      cities(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { ${adminCityFields} }
      }
    }`,
    pageThrough: 'cities',
    resultPath: 'cities.nodes',
  },
  {
    method: 'POST',
    path: '/api/admin/city/create',
    access: 'admin',
    summary: 'Create a city; the slug is derived from name_en when left out',
    tags: ['admin'],
    operation: `mutation RestCreateCity($input: CreateCityInput!) {
      createCity(input: $input) { city { ${adminCityFields} } ${userErrors} }
    }`,
    body: {
      type: 'object',
      required: ['name_en', 'name_vn', 'latitude', 'longitude'],
      properties: cityBody,
      additionalProperties: false,
    },
    variables: ({ body }) => ({ input: cityInput(body) }),
    payloadPath: 'createCity',
    resultPath: 'createCity.city',
    successStatus: 201,
  },
  {
    method: 'PUT',
    path: '/api/admin/city/update/{id}',
    access: 'admin',
    summary: 'Change the fields given of a city',
    tags: ['admin'],
    operation: `mutation RestUpdateCity($input: UpdateCityInput!) {
      updateCity(input: $input) { city { ${adminCityFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: { type: 'object', properties: cityBody, additionalProperties: false },
    variables: ({ params, body }) => ({ input: { id: cityId(params), ...cityInput(body) } }),
    payloadPath: 'updateCity',
    resultPath: 'updateCity.city',
  },
  {
    method: 'DELETE',
    path: '/api/admin/city/delete/{id}',
    access: 'admin',
    summary: 'Delete a city no shop is in, deleted shops included (409 otherwise)',
    tags: ['admin'],
    operation: `mutation RestDeleteCity($input: DeleteCityInput!) {
      deleteCity(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: cityId(params) } }),
    payloadPath: 'deleteCity',
    resultPath: 'deleteCity.deleted',
  },
];
