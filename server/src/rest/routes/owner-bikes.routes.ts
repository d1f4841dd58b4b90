import { toGlobalId } from '../../graphql/global-id';
import { idParam, type JsonSchema, type RestRoute } from '../route';

const bikeFields = `
  id: databaseId
  random_unique_bike_id: publicId
  name
  bike_type: bikeType
  gear_type: gearType
  power
  weight
  top_speed: topSpeed
  engine_cc: engineCc
  is_default: isDefault
  default_price: defaultPrice
  deposit_price: depositPrice
  show_deposit_price: showDepositPrice
  deposit_options: depositOptions
  copy_of_passport: copyOfPassport
  passport
  minimum_age: minimumAge
  show_minimum_age: showMinimumAge
  drivers_license_category: driversLicenseCategory
  show_drivers_license_category: showDriversLicenseCategory
  driving_experience: drivingExperience
  show_driving_experience: showDrivingExperience
  bike_category: category { id: databaseId name { en vn } }
  bike_brand: brand { id: databaseId name }
  bike_name: bikeName { id: databaseId name }
  photos { side front back }
`;

const shopFields = `
  id: databaseId
  store_id: storeDatabaseId
  store_name: storeName
  price_per_day: pricePerDay
  exception_price: exceptionPrice
  units: unitCount
`;

const shopBikeFields = `
  ${shopFields}
  unit_list: units { id: databaseId label }
  unavailability: unavailablePeriods { id: databaseId start end unit_id: unitDatabaseId reason }
  bike { ${bikeFields} }
`;

/** A bike with the own shops that offer it. */
const bikeWithShops = `${bikeFields} shops: shopBikes { ${shopFields} }`;

const userErrors = 'userErrors { field message code }';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 };
const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 };
const price = (minimum: number) => ({ type: 'integer', minimum, maximum: 1_000_000_000 });

const bikeProperties: Record<string, JsonSchema> = {
  name: { type: 'string', maxLength: 200 },
  bike_category: id,
  bike_type: {
    type: 'string',
    enum: ['ENDURO', 'SCOOTER', 'TOURING', 'SPORTBIKE', 'ELECTRIC', 'ADVENTURE'],
  },
  gear_type: { type: 'string', enum: ['AUTOMATIC', 'SEMI_AUTOMATIC', 'MANUAL'] },
  power: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'PS' },
  weight: { type: 'integer', minimum: 1, maximum: 2000, description: 'kg' },
  top_speed: { type: 'integer', minimum: 1, maximum: 500, description: 'km/h' },
  engine_cc: { type: ['integer', 'null'], minimum: 1, maximum: 5000 },
  is_default: { type: 'boolean' },
  default_price: { ...price(1), description: 'VND per day' },
  deposit_price: { ...price(0), description: 'VND' },
  show_deposit_price: { type: 'boolean' },
  deposit_options: { type: 'array', maxItems: 5, uniqueItems: true, items: price(1) },
  copy_of_passport: { type: 'boolean' },
  passport: { type: 'boolean' },
  minimum_age: { type: 'integer', minimum: 16, maximum: 99 },
  show_minimum_age: { type: 'boolean' },
  drivers_license_category: { type: ['string', 'null'], maxLength: 20 },
  show_drivers_license_category: { type: 'boolean' },
  driving_experience: { type: 'integer', minimum: 0, maximum: 50, description: 'years' },
  show_driving_experience: { type: 'boolean' },
  bike_brand: id,
  bike_name: { ...nullableId, description: 'A bike name of the brand' },
};

const requiredBikeFields = [
  'name',
  'bike_category',
  'bike_type',
  'gear_type',
  'power',
  'weight',
  'top_speed',
  'default_price',
  'deposit_price',
  'bike_brand',
];

const units = { type: 'integer', minimum: 1, maximum: 50 };

const shopsProperty: JsonSchema = {
  type: 'array',
  maxItems: 100,
  items: {
    type: 'object',
    required: ['store_id'],
    properties: {
      store_id: id,
      units: { ...units, description: '1 by default for a new shop; unchanged when left out' },
      price_per_day: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 1_000_000_000,
        description: 'The exception price; null: the default price',
      },
    },
    additionalProperties: false,
  },
};

const camel: Record<string, string> = {
  bike_category: 'categoryId',
  bike_type: 'bikeType',
  gear_type: 'gearType',
  top_speed: 'topSpeed',
  engine_cc: 'engineCc',
  is_default: 'isDefault',
  default_price: 'defaultPrice',
  deposit_price: 'depositPrice',
  show_deposit_price: 'showDepositPrice',
  deposit_options: 'depositOptions',
  copy_of_passport: 'copyOfPassport',
  minimum_age: 'minimumAge',
  show_minimum_age: 'showMinimumAge',
  drivers_license_category: 'driversLicenseCategory',
  show_drivers_license_category: 'showDriversLicenseCategory',
  driving_experience: 'drivingExperience',
  show_driving_experience: 'showDrivingExperience',
  bike_brand: 'brandId',
  bike_name: 'bikeNameId',
};

const globalType: Record<string, string> = {
  bike_category: 'Category',
  bike_brand: 'Brand',
  bike_name: 'BikeName',
};

/** The REST bike fields present in the body as GraphQL input fields. */
function bikeInput(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(key in bikeProperties)) continue;
    input[camel[key] ?? key] =
      globalType[key] && typeof value === 'number' ? toGlobalId(globalType[key], value) : value;
  }
  return input;
}

interface ShopBody {
  store_id: number;
  units?: number;
  price_per_day?: number | null;
}

const shopsInput = (shops: ShopBody[]) =>
  shops.map((shop) => ({
    storeId: toGlobalId('Store', shop.store_id),
    units: shop.units,
    pricePerDay: shop.price_per_day,
  }));

const shopBikeId = (value: unknown) => toGlobalId('ShopBike', value as number);

const listOperation = (name: string) => `query ${name}($first: Int, $after: String, $storeId: ID) {
  ownerShopBikes(first: $first, after: $after, storeId: $storeId) {
    pageInfo { hasNextPage endCursor } nodes { ${shopBikeFields} }
  }
}`;

const createOperation = (
  name: string,
  result: string,
) => `mutation ${name}($input: CreateBikeInput!) {
  createBike(input: $input) { ${result} ${userErrors} }
}`;

export const ownerBikeRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/shop-owner/bikes/{shopId}/list',
    access: 'owner',
    summary: 'The shop bikes of an own shop, with their bike, units and unavailable periods',
    tags: ['shop owner'],
    operation: listOperation('RestOwnerShopBikesOfShop'),
    params: idParam('shopId'),
    variables: ({ params }) => ({ storeId: toGlobalId('Store', params.shopId as number) }),
    pageThrough: 'ownerShopBikes',
    resultPath: 'ownerShopBikes.nodes',
  },
  {
    method: 'GET',
    path: '/api/shop-owner/bikes/list',
    access: 'owner',
    summary: 'The shop bikes of every own shop (or of own shop `store_id`)',
    tags: ['shop owner'],
    operation: listOperation('RestOwnerShopBikes'),
    params: [
      {
        name: 'store_id',
        in: 'query',
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
        description: 'Only this own shop.',
      },
    ],
    variables: ({ query }) =>
      query.store_id ? { storeId: toGlobalId('Store', query.store_id as number) } : {},
    pageThrough: 'ownerShopBikes',
    resultPath: 'ownerShopBikes.nodes',
  },
  {
    method: 'POST',
    path: '/api/shop-owner/bikes/{shopId}/create',
    access: 'owner',
    summary: 'Create a bike offered at own shop {shopId} with `units` units; answers the shop bike',
    tags: ['shop owner'],
    operation: createOperation('RestCreateShopBike', `shopBike { ${shopBikeFields} }`),
    params: idParam('shopId'),
    body: {
      type: 'object',
      required: requiredBikeFields,
      properties: { ...bikeProperties, units: { ...units, description: '1 by default' } },
      additionalProperties: false,
    },
    variables: ({ params, body }) => {
      const fields = body as Record<string, unknown>;
      return {
        input: {
          ...bikeInput(fields),
          shops: [
            {
              storeId: toGlobalId('Store', params.shopId as number),
              units: (fields.units as number | undefined) ?? 1,
            },
          ],
        },
      };
    },
    payloadPath: 'createBike',
    resultPath: 'createBike.shopBike',
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/api/shop-owner/bikes/create',
    access: 'owner',
    summary:
      'Create a bike, offered at the own shops of `shops` (units, exception price); answers the bike',
    tags: ['shop owner'],
    operation: createOperation('RestCreateBike', `bike { ${bikeWithShops} }`),
    body: {
      type: 'object',
      required: requiredBikeFields,
      properties: { ...bikeProperties, shops: shopsProperty },
      additionalProperties: false,
    },
    variables: ({ body }) => {
      const fields = body as Record<string, unknown>;
      return {
        input: {
          ...bikeInput(fields),
          shops: shopsInput((fields.shops as ShopBody[] | undefined) ?? []),
        },
      };
    },
    payloadPath: 'createBike',
    resultPath: 'createBike.bike',
    successStatus: 201,
  },
  {
    method: 'PUT',
    path: '/api/shop-owner/bikes/update-shops-bike/{id}',
    access: 'owner',
    summary:
      'Change the bike of shop bike {id} (any fields) and, with `shops`, every own shop that offers it with units and prices',
    tags: ['shop owner'],
    operation: `mutation RestUpdateShopBike($input: UpdateShopBikeInput!) {
      updateShopBike(input: $input) { bike { ${bikeWithShops} } ${userErrors} }
    }`,
    params: idParam(),
    body: {
      type: 'object',
      properties: { ...bikeProperties, shops: shopsProperty },
      additionalProperties: false,
    },
    variables: ({ params, body }) => {
      const fields = (body ?? {}) as Record<string, unknown>;
      return {
        input: {
          id: shopBikeId(params.id),
          ...bikeInput(fields),
          ...(fields.shops ? { shops: shopsInput(fields.shops as ShopBody[]) } : {}),
        },
      };
    },
    payloadPath: 'updateShopBike',
    resultPath: 'updateShopBike.bike',
  },
  {
    method: 'DELETE',
    path: '/api/shop-owner/bikes/delete/{id}',
    access: 'owner',
    summary: 'Take shop bike {id} out of its shop (409 while bookings hold it)',
    tags: ['shop owner'],
    operation: `mutation RestDeleteShopBike($input: DeleteShopBikeInput!) {
      deleteShopBike(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ input: { id: shopBikeId(params.id) } }),
    payloadPath: 'deleteShopBike',
    resultPath: 'deleteShopBike.deleted',
  },
  {
    method: 'DELETE',
    path: '/api/shop-owner/bikes/delete/{id}/{randomId}',
    access: 'owner',
    summary:
      'Delete the bike of shop bike {id} from every shop, for good; {randomId} must be its random_unique_bike_id (409 while bookings hold it); answers the bike id',
    tags: ['shop owner'],
    operation: `mutation RestDeleteBike($input: DeleteBikeInput!) {
      deleteBike(input: $input) { deleted: deletedDatabaseId ${userErrors} }
    }`,
    params: [
      ...idParam(),
      { name: 'randomId', in: 'path', type: 'string', required: true, maxLength: 64 },
    ],
    variables: ({ params }) => ({
      input: { shopBikeId: shopBikeId(params.id), publicId: params.randomId },
    }),
    payloadPath: 'deleteBike',
    resultPath: 'deleteBike.deleted',
  },
  {
    method: 'GET',
    path: '/api/shop-owner/bikes/list-exceptions-shop/{id}',
    access: 'owner',
    summary:
      'Per-shop prices of the bike of shop bike {id} ({id} is a shop bike id, as in the other routes): default price, exception price or null',
    tags: ['shop owner'],
    operation: `query RestShopBikePrices($id: ID!) {
      shopBike: ownerShopBike(id: $id) {
        shop_bike_id: databaseId
        bike { id: databaseId random_unique_bike_id: publicId name default_price: defaultPrice
          shops: shopBikes { shop_bike_id: databaseId store_id: storeDatabaseId store_name: storeName
            price_per_day: pricePerDay exception_price: exceptionPrice default_price: defaultPrice } }
      }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ id: shopBikeId(params.id) }),
    resultPath: 'shopBike',
    notFoundWhenNull: true,
  },
  {
    method: 'PUT',
    path: '/api/shop-owner/bikes/update-exceptions-price',
    access: 'owner',
    summary:
      'Set (or clear with null) the exception prices of own shop bikes; all must be yours, else 404 and nothing changes',
    tags: ['shop owner'],
    operation: `mutation RestSetShopBikePrices($input: SetShopBikePricesInput!) {
      setShopBikePrices(input: $input) { shopBikes { ${shopFields} } ${userErrors} }
    }`,
    body: {
      type: 'object',
      required: ['exceptions'],
      properties: {
        exceptions: {
          type: 'array',
          maxItems: 100,
          items: {
            type: 'object',
            required: ['shop_bike_id', 'price_per_day'],
            properties: {
              shop_bike_id: id,
              price_per_day: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000_000 },
            },
            additionalProperties: false,
          },
        },
      },
      additionalProperties: false,
    },
    variables: ({ body }) => ({
      input: {
        exceptions: (
          body as { exceptions: { shop_bike_id: number; price_per_day: number | null }[] }
        ).exceptions.map((item) => ({
          shopBikeId: shopBikeId(item.shop_bike_id),
          pricePerDay: item.price_per_day,
        })),
      },
    }),
    payloadPath: 'setShopBikePrices',
    resultPath: 'setShopBikePrices.shopBikes',
  },
  {
    method: 'POST',
    path: '/api/shop-owner/bikes/update-availability/{id}',
    access: 'owner',
    summary:
      'Replace the periods, not ended yet, when shop bike {id} (or one unit) is not rentable; a bare date is a whole local day',
    tags: ['shop owner'],
    operation: `mutation RestSetShopBikeAvailability($input: SetShopBikeAvailabilityInput!) {
      setShopBikeAvailability(input: $input) { shopBike { ${shopBikeFields} } ${userErrors} }
    }`,
    params: idParam(),
    body: {
      type: 'object',
      required: ['periods'],
      properties: {
        periods: {
          type: 'array',
          maxItems: 100,
          items: {
            type: 'object',
            required: ['start', 'end'],
            properties: {
              start: { type: 'string', maxLength: 40, description: 'ISO 8601 date or date-time' },
              end: { type: 'string', maxLength: 40, description: 'ISO 8601 date or date-time' },
              unit_id: nullableId,
              reason: { type: ['string', 'null'], maxLength: 500 },
            },
            additionalProperties: false,
          },
        },
      },
      additionalProperties: false,
    },
    variables: ({ params, body }) => ({
      input: {
        shopBikeId: shopBikeId(params.id),
        periods: (
          body as {
            periods: { start: string; end: string; unit_id?: number | null; reason?: string }[];
          }
        ).periods.map((period) => ({
          start: period.start,
          end: period.end,
          unitId: period.unit_id ? toGlobalId('BikeUnit', period.unit_id) : null,
          reason: period.reason,
        })),
      },
    }),
    payloadPath: 'setShopBikeAvailability',
    resultPath: 'setShopBikeAvailability.shopBike',
  },
];
