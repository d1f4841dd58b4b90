import { describeBadInput, longText, type BadInputCase } from '../../../test/bad-input';
import type { World } from '../../../test/world';
import { bikeSampleBody } from '../../rest/matrix/bikes.samples';

const year = new Date().getUTCFullYear() + 1;
type Status = 404 | 409;

/** POST {shopId}/create with a valid body except for `body`'s keys (undefined drops one). */
const create = (body: Record<string, unknown>, field: string, name: string, status?: Status) =>
  ({
    name: `create at a shop: ${name}`,
    method: 'POST',
    url: (w) => `/api/shop-owner/bikes/${w.a.store}/create`,
    body: (w) => withOut({ ...bikeSampleBody(w), units: 1, ...body }),
    field,
    ...(status ? { status } : {}),
  }) satisfies BadInputCase;

const createAt = (shops: (w: World) => unknown, field: string, name: string, status?: Status) =>
  ({
    name: `create with shops: ${name}`,
    method: 'POST',
    url: () => '/api/shop-owner/bikes/create',
    body: (w) => ({ ...bikeSampleBody(w), shops: shops(w) }),
    field,
    ...(status ? { status } : {}),
  }) satisfies BadInputCase;

const update = (
  body: (w: World) => Record<string, unknown>,
  field: string | null,
  name: string,
  status?: Status,
  url = (w: World) => `/api/shop-owner/bikes/update-shops-bike/${w.a.shopBike}`,
) =>
  ({
    name: `update: ${name}`,
    method: 'PUT',
    url,
    body,
    field,
    ...(status ? { status } : {}),
  }) satisfies BadInputCase;

const prices = (exceptions: (w: World) => unknown, field: string, name: string, status?: Status) =>
  ({
    name: `exception prices: ${name}`,
    method: 'PUT',
    url: () => '/api/shop-owner/bikes/update-exceptions-price',
    body: (w) => ({ exceptions: exceptions(w) }),
    field,
    ...(status ? { status } : {}),
  }) satisfies BadInputCase;

const period = (
  fields: (w: World) => Record<string, unknown>,
  field: string,
  name: string,
  status?: Status,
) =>
  ({
    name: `availability: ${name}`,
    method: 'POST',
    url: (w) => `/api/shop-owner/bikes/update-availability/${w.a.shopBike}`,
    body: (w) => ({
      periods: [withOut({ start: `${year}-02-01`, end: `${year}-02-02`, ...fields(w) })],
    }),
    field,
    ...(status ? { status } : {}),
  }) satisfies BadInputCase;

function withOut(body: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

const required = [
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

const wrongTypes: [string, unknown][] = [
  ['name', { text: 'x' }],
  ['bike_category', 'first'],
  ['bike_type', 'BICYCLE'],
  ['gear_type', 'CVT'],
  ['power', 'fast'],
  ['weight', 99.5],
  ['top_speed', 'fast'],
  ['engine_cc', 'big'],
  ['is_default', 'perhaps'],
  ['default_price', 'cheap'],
  ['deposit_price', 'some'],
  ['show_deposit_price', 'perhaps'],
  ['deposit_options', 'many'],
  ['copy_of_passport', 'perhaps'],
  ['passport', 'perhaps'],
  ['minimum_age', 'adult'],
  ['show_minimum_age', 'perhaps'],
  ['drivers_license_category', { class: 'A' }],
  ['show_drivers_license_category', 'perhaps'],
  ['driving_experience', 2.5],
  ['show_driving_experience', 'perhaps'],
  ['bike_brand', 'honda'],
  ['bike_name', 'vision'],
  ['units', 'two'],
];

const outOfRange: [string, unknown, string][] = [
  ['power', 0, 'power zero'],
  ['power', -3, 'power negative'],
  ['power', 1e6, 'power huge'],
  ['weight', 0, 'weight zero'],
  ['weight', 50_000, 'weight huge'],
  ['top_speed', -10, 'top speed negative'],
  ['top_speed', 5000, 'top speed huge'],
  ['engine_cc', 0, 'engine zero'],
  ['engine_cc', 1e6, 'engine huge'],
  ['default_price', 0, 'default price zero'],
  ['default_price', -1000, 'default price negative'],
  ['default_price', 1e10, 'default price huge'],
  ['deposit_price', -1, 'deposit negative'],
  ['deposit_price', 5e9, 'deposit huge'],
  ['minimum_age', 15, 'minimum age under 16'],
  ['minimum_age', 100, 'minimum age over 99'],
  ['driving_experience', -1, 'driving experience negative'],
  ['driving_experience', 51, 'driving experience over 50'],
  ['units', 0, 'no units'],
  ['units', 51, 'over 50 units'],
];

describeBadInput('owner bikes', [
  ...required.map((field) => create({ [field]: undefined }, field, `${field} missing`)),
  ...wrongTypes.map(([field, value]) => create({ [field]: value }, field, `${field} wrong type`)),
  ...outOfRange.map(([field, value, name]) => create({ [field]: value }, field, name)),
  create({ name: '   ' }, 'name', 'blank name'),
  create({ name: longText(150) }, 'name', 'name over 100 characters'),
  create({ name: longText(201) }, 'name', 'name over-long'),
  create(
    { drivers_license_category: longText(21) },
    'drivers_license_category',
    'license over-long',
  ),
  create({ deposit_options: [1, 2, 3, 4, 5, 6] }, 'deposit_options', 'six deposit options'),
  create({ deposit_options: [0] }, 'deposit_options.0', 'deposit option zero'),
  create({ deposit_options: [-5000] }, 'deposit_options.0', 'deposit option negative'),
  create({ deposit_options: [1e10] }, 'deposit_options.0', 'deposit option huge'),
  create({ deposit_options: [500_000, 500_000] }, 'deposit_options', 'deposit options repeated'),
  create({ colour: 'red' }, 'colour', 'unknown field'),
  create({ bike_category: 999999 }, 'bike_category', 'unknown category', 404),
  create({ bike_brand: 999999 }, 'bike_brand', 'unknown brand', 404),
  create({ bike_name: 999999 }, 'bike_name', 'unknown bike name', 404),
  {
    name: 'create at a shop: bike name of another brand',
    method: 'POST',
    url: (w) => `/api/shop-owner/bikes/${w.a.store}/create`,
    body: (w) => ({ ...bikeSampleBody(w), bike_brand: w.spareBrand, bike_name: w.bikeName }),
    field: 'bike_name',
  },
  {
    name: 'create at a shop: unknown shop',
    method: 'POST',
    url: () => '/api/shop-owner/bikes/999999/create',
    body: (w) => bikeSampleBody(w),
    field: 'shops.0.store_id',
    status: 404,
  },
  {
    name: "create at a shop: owner B's shop",
    method: 'POST',
    url: (w) => `/api/shop-owner/bikes/${w.b.store}/create`,
    body: (w) => bikeSampleBody(w),
    field: 'shops.0.store_id',
    status: 404,
  },
  {
    name: 'create at a shop: shop id not a number',
    method: 'POST',
    url: () => '/api/shop-owner/bikes/abc/create',
    body: (w) => bikeSampleBody(w),
    field: 'shopId',
  },
  createAt(() => 'all', 'shops', 'shops not a list'),
  createAt(() => [{ units: 1 }], 'shops.0.store_id', 'store id missing'),
  createAt(() => [{ store_id: 'main' }], 'shops.0.store_id', 'store id wrong type'),
  createAt((w) => [{ store_id: w.a.store, units: 0 }], 'shops.0.units', 'zero units'),
  createAt((w) => [{ store_id: w.a.store, units: 99 }], 'shops.0.units', 'too many units'),
  createAt(
    (w) => [{ store_id: w.a.store, price_per_day: -1 }],
    'shops.0.price_per_day',
    'negative price',
  ),
  createAt(
    (w) => [{ store_id: w.a.store, price_per_day: 0 }],
    'shops.0.price_per_day',
    'zero price',
  ),
  createAt(
    (w) => [{ store_id: w.a.store, price_per_day: 2e9 }],
    'shops.0.price_per_day',
    'huge price',
  ),
  createAt((w) => [{ store_id: w.a.store, open: true }], 'shops.0.open', 'unknown shop field'),
  createAt(
    (w) => [{ store_id: w.a.store }, { store_id: w.a.store }],
    'shops.1.store_id',
    'shop listed twice',
  ),
  createAt(() => [{ store_id: 999999 }], 'shops.0.store_id', 'unknown shop', 404),
  createAt(
    (w) => [{ store_id: w.a.store }, { store_id: w.b.store }],
    'shops.1.store_id',
    "owner B's shop",
    404,
  ),
  update(() => ({ name: '' }), 'name', 'blank name'),
  update(() => ({ name: longText(201) }), 'name', 'name over-long'),
  update(() => ({ power: -1 }), 'power', 'power negative'),
  update(() => ({ weight: 'heavy' }), 'weight', 'weight wrong type'),
  update(() => ({ default_price: 1e10 }), 'default_price', 'default price huge'),
  update(() => ({ deposit_price: -5 }), 'deposit_price', 'deposit negative'),
  update(() => ({ deposit_options: [1, 2, 3, 4, 5, 6] }), 'deposit_options', 'six deposit options'),
  update(() => ({ minimum_age: 12 }), 'minimum_age', 'minimum age under 16'),
  update(() => ({ driving_experience: 80 }), 'driving_experience', 'experience over 50'),
  update(() => ({ bike_type: 'TANK' }), 'bike_type', 'unknown bike type'),
  update(() => ({ bike_category: 999999 }), 'bike_category', 'unknown category', 404),
  update(() => ({ bike_brand: 999999 }), 'bike_brand', 'unknown brand', 404),
  update(
    (w) => ({ bike_brand: w.spareBrand, bike_name: w.bikeName }),
    'bike_name',
    'bike name of another brand',
  ),
  update(() => ({ units: 3 }), 'units', 'units outside shops'),
  update(
    (w) => ({ shops: [{ store_id: w.a.store, units: 51 }] }),
    'shops.0.units',
    'too many units',
  ),
  update(
    (w) => ({ shops: [{ store_id: w.a.store, price_per_day: -1 }] }),
    'shops.0.price_per_day',
    'negative price',
  ),
  update(() => ({ shops: [{ store_id: 999999 }] }), 'shops.0.store_id', 'unknown shop', 404),
  update((w) => ({ shops: [{ store_id: w.b.store }] }), 'shops.0.store_id', "owner B's shop", 404),
  update(
    () => ({ name: 'X' }),
    'id',
    'unknown shop bike',
    404,
    () => '/api/shop-owner/bikes/update-shops-bike/999999',
  ),
  update(
    () => ({ name: 'X' }),
    'id',
    "owner B's shop bike",
    404,
    (w) => `/api/shop-owner/bikes/update-shops-bike/${w.b.shopBike}`,
  ),
  update(
    () => ({ name: 'X' }),
    'id',
    'id not a number',
    undefined,
    () => '/api/shop-owner/bikes/update-shops-bike/abc',
  ),
  {
    name: 'delete: unknown shop bike',
    method: 'DELETE',
    url: () => '/api/shop-owner/bikes/delete/999999',
    field: 'id',
    status: 404,
  },
  {
    name: 'delete: id zero',
    method: 'DELETE',
    url: () => '/api/shop-owner/bikes/delete/0',
    field: 'id',
  },
  {
    name: 'delete bike: wrong random id',
    method: 'DELETE',
    url: (w) => `/api/shop-owner/bikes/delete/${w.a.shopBike}/nope`,
    field: 'id',
    status: 404,
  },
  {
    name: 'delete bike: random id over-long',
    method: 'DELETE',
    url: (w) => `/api/shop-owner/bikes/delete/${w.a.shopBike}/${longText(65)}`,
    field: 'randomId',
  },
  {
    name: 'exception list: unknown shop bike',
    method: 'GET',
    url: () => '/api/shop-owner/bikes/list-exceptions-shop/999999',
    field: null,
    status: 404,
  },
  {
    name: 'list: unknown shop',
    method: 'GET',
    url: () => '/api/shop-owner/bikes/999999/list',
    field: null,
    status: 404,
  },
  {
    name: 'list: limit over 1000',
    method: 'GET',
    url: () => '/api/shop-owner/bikes/list?limit=5000',
    field: 'limit',
  },
  {
    name: 'list: store_id not a number',
    method: 'GET',
    url: () => '/api/shop-owner/bikes/list?store_id=main',
    field: 'store_id',
  },
  {
    name: 'exception prices: exceptions missing',
    method: 'PUT',
    url: () => '/api/shop-owner/bikes/update-exceptions-price',
    body: () => ({}),
    field: 'exceptions',
  },
  prices(() => 'all', 'exceptions', 'not a list'),
  prices((w) => [{ shop_bike_id: w.a.shopBike }], 'exceptions.0.price_per_day', 'price missing'),
  prices(() => [{ price_per_day: 1000 }], 'exceptions.0.shop_bike_id', 'id missing'),
  prices(
    () => [{ shop_bike_id: 'x', price_per_day: 1000 }],
    'exceptions.0.shop_bike_id',
    'id wrong type',
  ),
  prices(
    (w) => [{ shop_bike_id: w.a.shopBike, price_per_day: -1 }],
    'exceptions.0.price_per_day',
    'negative price',
  ),
  prices(
    (w) => [{ shop_bike_id: w.a.shopBike, price_per_day: 0 }],
    'exceptions.0.price_per_day',
    'zero price',
  ),
  prices(
    (w) => [{ shop_bike_id: w.a.shopBike, price_per_day: 3e9 }],
    'exceptions.0.price_per_day',
    'huge price',
  ),
  prices(
    (w) => [{ shop_bike_id: w.a.shopBike, price_per_day: 'cheap' }],
    'exceptions.0.price_per_day',
    'price wrong type',
  ),
  prices(
    (w) => [
      { shop_bike_id: w.a.shopBike, price_per_day: 1000 },
      { shop_bike_id: w.a.shopBike, price_per_day: 2000 },
    ],
    'exceptions.1.shop_bike_id',
    'listed twice',
  ),
  prices(
    () => [{ shop_bike_id: 999999, price_per_day: 1000 }],
    'exceptions.0.shop_bike_id',
    'unknown shop bike',
    404,
  ),
  prices(
    (w) => [
      { shop_bike_id: w.a.shopBike, price_per_day: 1000 },
      { shop_bike_id: w.b.shopBike, price_per_day: 1000 },
    ],
    'exceptions.1.shop_bike_id',
    "owner B's shop bike",
    404,
  ),
  {
    name: 'availability: periods missing',
    method: 'POST',
    url: (w) => `/api/shop-owner/bikes/update-availability/${w.a.shopBike}`,
    body: () => ({}),
    field: 'periods',
  },
  period(() => ({ start: undefined }), 'periods.0.start', 'start missing'),
  period(() => ({ end: undefined }), 'periods.0.end', 'end missing'),
  period(() => ({ start: 'tomorrow' }), 'periods.0.start', 'start not a date'),
  period(() => ({ start: 20270101 }), 'periods.0.start', 'start a number'),
  period(() => ({ start: `${year}-02-30` }), 'periods.0.start', 'start an impossible date'),
  period(() => ({ end: `${year}-13-01` }), 'periods.0.end', 'end an impossible month'),
  period(() => ({ start: `${year}-02-01T25:00:00Z` }), 'periods.0.start', 'start at hour 25'),
  period(
    () => ({ start: `${year}-02-05`, end: `${year}-02-02` }),
    'periods.0.end',
    'end before start',
  ),
  period(
    () => ({ start: `${year}-02-01T10:00:00Z`, end: `${year}-02-01T10:00:00Z` }),
    'periods.0.end',
    'end equals start',
  ),
  period(() => ({ start: '2020-01-01', end: '2020-01-05' }), 'periods.0.end', 'over already'),
  period(
    () => ({ start: `${year + 4}-01-01`, end: `${year + 4}-01-05` }),
    'periods.0.end',
    'over two years ahead',
  ),
  period(() => ({ reason: longText(300) }), 'periods.0.reason', 'reason over 200 characters'),
  period(() => ({ reason: longText(501) }), 'periods.0.reason', 'reason over-long'),
  period(() => ({ unit_id: 'first' }), 'periods.0.unit_id', 'unit id wrong type'),
  period(() => ({ unit_id: 999999 }), 'periods.0.unit_id', 'unknown unit', 404),
  period(() => ({ colour: 'red' }), 'periods.0.colour', 'unknown field'),
  {
    name: "availability: owner B's shop bike",
    method: 'POST',
    url: (w) => `/api/shop-owner/bikes/update-availability/${w.b.shopBike}`,
    body: () => ({ periods: [] }),
    field: 'id',
    status: 404,
  },
]);
