import { toGlobalId } from '../../graphql/global-id';
import { idParam, type JsonSchema, type RestRoute } from '../route';

const categoryFields = 'id: databaseId name { en vn } bike_count: bikeCount';
const bikeNameFields = 'id: databaseId name';
const brandFields = `id: databaseId name bike_types: bikeTypes bike_names: bikeNames { ${bikeNameFields} } bike_count: bikeCount`;
const userErrors = 'userErrors { field message code }';

const brandBody: JsonSchema = {
  type: 'object',
  required: ['name', 'bike_types'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    bike_types: {
      type: 'array',
      maxItems: 6,
      items: {
        type: 'string',
        enum: ['ENDURO', 'SCOOTER', 'TOURING', 'SPORTBIKE', 'ELECTRIC', 'ADVENTURE'],
      },
    },
  },
  additionalProperties: false,
};

const brandInput = (body: unknown) => {
  const { name, bike_types } = body as { name: string; bike_types: string[] };
  return { name, bikeTypes: bike_types };
};

function list(
  path: string,
  access: 'public' | 'admin',
  field: 'categories' | 'brands',
  fields: string,
  summary: string,
): RestRoute {
  return {
    method: 'GET',
    path,
    access,
    summary,
    tags: [access === 'public' ? 'traveller' : 'admin'],
    operation: `query ${access === 'public' ? 'RestPublic' : 'RestAdmin'}${field}($first: Int, $after: String) {
      ${field}(first: $first, after: $after) { pageInfo { hasNextPage endCursor } nodes { ${fields} } }
    }`,
    pageThrough: field,
    resultPath: `${field}.nodes`,
  };
}

export const bikeCatalogueRoutes: RestRoute[] = [
  list('/api/bikes/get-bike-categories', 'public', 'categories', categoryFields, 'Bike categories'),
  list('/api/admin/bike-category/list', 'admin', 'categories', categoryFields, 'Bike categories'),
  list(
    '/api/bikes/get-bike-brands',
    'public',
    'brands',
    brandFields,
    'Bike brands with their types and bike names',
  ),
  list(
    '/api/admin/bike-brand/list',
    'admin',
    'brands',
    brandFields,
    'Bike brands with their types and bike names',
  ),
  {
    method: 'GET',
    path: '/api/bikes/get-bike-types',
    access: 'public',
    summary: 'The six bike types',
    tags: ['traveller'],
    operation: 'query RestBikeTypes { bikeTypes { value label { en vn } } }',
    resultPath: 'bikeTypes',
  },
  {
    method: 'POST',
    path: '/api/admin/bike-category/create',
    access: 'admin',
    summary: 'Create a bike category',
    tags: ['admin'],
    operation: `mutation RestCreateCategory($input: CreateCategoryInput!) {
      createCategory(input: $input) { category { ${categoryFields} } ${userErrors} }
    }`,
    body: {
      type: 'object',
      required: ['name_en', 'name_vn'],
      properties: {
        name_en: { type: 'string', maxLength: 200 },
        name_vn: { type: 'string', maxLength: 200 },
      },
      additionalProperties: false,
    },
    variables: ({ body }) => {
      const { name_en, name_vn } = body as Record<string, string>;
      return { input: { nameEn: name_en, nameVn: name_vn } };
    },
    payloadPath: 'createCategory',
    resultPath: 'createCategory.category',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/admin/bike-brand/info/{id}',
    access: 'admin',
    summary: 'One brand',
    tags: ['admin'],
    operation: `query RestBrandInfo($id: ID!) { brand: node(id: $id) { ... on Brand { ${brandFields} } } }`,
    params: idParam(),
    variables: ({ params }) => ({ id: toGlobalId('Brand', params.id as number) }),
    resultPath: 'brand',
    notFoundWhenNull: true,
  },
  {
    method: 'POST',
    path: '/api/admin/bike-brand/create',
    access: 'admin',
    summary: 'Create a brand',
    tags: ['admin'],
    operation: `mutation RestCreateBrand($input: CreateBrandInput!) { createBrand(input: $input) { brand { ${brandFields} } ${userErrors} } }`,
    body: brandBody,
    variables: ({ body }) => ({ input: brandInput(body) }),
    payloadPath: 'createBrand',
    resultPath: 'createBrand.brand',
    successStatus: 201,
  },
  {
    method: 'PUT',
    path: '/api/admin/bike-brand/update/{id}',
    access: 'admin',
    summary: 'Change a brand',
    tags: ['admin'],
    operation: `mutation RestUpdateBrand($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { ${brandFields} } ${userErrors} } }`,
    params: idParam(),
    body: brandBody,
    variables: ({ params, body }) => ({
      input: { id: toGlobalId('Brand', params.id as number), ...brandInput(body) },
    }),
    payloadPath: 'updateBrand',
    resultPath: 'updateBrand.brand',
  },
  {
    method: 'DELETE',
    path: '/api/admin/bike-brand/delete/{id}',
    access: 'admin',
    summary: 'Delete a brand no bike uses (409 otherwise), with its bike names',
    tags: ['admin'],
    operation: `mutation RestDeleteBrand($input: DeleteBrandInput!) { deleteBrand(input: $input) { deleted: deletedDatabaseId ${userErrors} } }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: toGlobalId('Brand', params.id as number) } }),
    payloadPath: 'deleteBrand',
    resultPath: 'deleteBrand.deleted',
  },
  {
    method: 'GET',
    path: '/api/admin/bike-name/{brandId}/list',
    access: 'admin',
    summary: "A brand's bike names",
    tags: ['admin'],
    operation: `query RestBikeNames($id: ID!) { brand: node(id: $id) { ... on Brand { bike_names: bikeNames { ${bikeNameFields} } } } }`,
    params: idParam('brandId'),
    variables: ({ params }) => ({ id: toGlobalId('Brand', params.brandId as number) }),
    resultPath: 'brand.bike_names',
    notFoundWhenNull: true,
  },
  {
    method: 'POST',
    path: '/api/admin/bike-name/{brandId}/create',
    access: 'admin',
    summary: 'Add a bike name to a brand',
    tags: ['admin'],
    operation: `mutation RestCreateBikeName($input: CreateBikeNameInput!) { createBikeName(input: $input) { bikeName { ${bikeNameFields} } ${userErrors} } }`,
    params: idParam('brandId'),
    body: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 200 } },
      additionalProperties: false,
    },
    variables: ({ params, body }) => ({
      input: {
        brandId: toGlobalId('Brand', params.brandId as number),
        name: (body as { name: string }).name,
      },
    }),
    payloadPath: 'createBikeName',
    resultPath: 'createBikeName.bikeName',
    successStatus: 201,
  },
  {
    method: 'PUT',
    path: '/api/admin/bike-name/update/{id}',
    access: 'admin',
    summary: 'Rename a bike name',
    tags: ['admin'],
    operation: `mutation RestUpdateBikeName($input: UpdateBikeNameInput!) { updateBikeName(input: $input) { bikeName { ${bikeNameFields} } ${userErrors} } }`,
    params: idParam(),
    body: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 200 } },
      additionalProperties: false,
    },
    variables: ({ params, body }) => ({
      input: {
        id: toGlobalId('BikeName', params.id as number),
        name: (body as { name: string }).name,
      },
    }),
    payloadPath: 'updateBikeName',
    resultPath: 'updateBikeName.bikeName',
  },
];
