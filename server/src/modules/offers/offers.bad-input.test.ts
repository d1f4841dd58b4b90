import { describeBadInput, longText, type BadInputCase } from '../../../test/bad-input';
import type { World } from '../../../test/world';

const day = 24 * 3600 * 1000;
/** One base for every date, so the window lengths below are exact. */
const base = Date.now() + 60_000;
const daysAhead = (days: number) => new Date(base + days * day).toISOString();

/** A valid draft for A's shop: the cases below each break one thing. */
const draft = (w: World) => ({
  bike_id: w.a.shopBike,
  percent_discount: 20,
  date_start_travel: daysAhead(10),
  date_end_travel: daysAhead(20),
  date_expired: daysAhead(9),
  max_rental_duration: 5,
});

type Fields = Record<string, unknown> | ((w: World) => Record<string, unknown>);
const resolve = (fields: Fields, w: World) => (typeof fields === 'function' ? fields(w) : fields);

const create = (fields: Fields, field: string | null, name: string, status?: 404) =>
  ({
    name: `create: ${name}`,
    method: 'POST',
    url: (w) => `/api/shop-owner/offers/${w.a.store}/create`,
    body: (w) => ({ ...draft(w), ...resolve(fields, w) }),
    field,
    ...(status ? { status } : {}),
  }) satisfies BadInputCase;

const update = (fields: Fields, field: string | null, name: string, status?: 404) =>
  ({
    name: `update: ${name}`,
    method: 'PUT',
    url: (w) => `/api/shop-owner/offers/update/${w.a.offer}`,
    body: (w) => resolve(fields, w),
    field,
    ...(status ? { status } : {}),
  }) satisfies BadInputCase;

describeBadInput('special offers', [
  create({ bike_id: undefined }, 'bike_id', 'bike missing'),
  create({ bike_id: 'vision' }, 'bike_id', 'bike id a string'),
  create({ bike_id: -3 }, 'bike_id', 'bike id negative'),
  create({ bike_id: 1e12 }, 'bike_id', 'bike id huge'),
  create({ bike_id: 999999 }, 'bike_id', 'unknown bike', 404),
  create((w) => ({ bike_id: w.b.shopBike }), 'bike_id', "another owner's bike", 404),
  create((w) => ({ bike_id: w.a.shopBike2 }), 'bike_id', 'a bike of another own shop'),
  create({ percent_discount: undefined }, 'percent_discount', 'discount missing'),
  create({ percent_discount: 0 }, 'percent_discount', 'discount 0 percent'),
  create({ percent_discount: 91 }, 'percent_discount', 'discount 91 percent'),
  create({ percent_discount: 12.5 }, 'percent_discount', 'discount not whole'),
  create({ percent_discount: '20' }, 'percent_discount', 'discount a string'),
  create({ bike_price_per_day: 0 }, 'bike_price_per_day', 'price zero'),
  create({ bike_price_per_day: -100 }, 'bike_price_per_day', 'price negative'),
  create({ bike_price_per_day: 5e9 }, 'bike_price_per_day', 'price huge'),
  create({ date_start_travel: undefined }, 'date_start_travel', 'travel start missing'),
  create({ date_start_travel: daysAhead(-1) }, 'date_start_travel', 'travel start past'),
  create({ date_start_travel: '2027-02-30' }, 'date_start_travel', 'impossible date'),
  create(
    { date_start_travel: '2027-04-31T10:00:00+07:00' },
    'date_start_travel',
    'impossible date-time',
  ),
  create({ date_start_travel: 'next week' }, 'date_start_travel', 'not a date'),
  create({ date_start_travel: longText(41) }, 'date_start_travel', 'over-long date'),
  create({ date_end_travel: daysAhead(5) }, 'date_end_travel', 'window ends before it starts'),
  create({ date_end_travel: daysAhead(1000) }, 'date_end_travel', 'window over two years out'),
  create({ earliest_pickup: daysAhead(8) }, 'earliest_pickup', 'pickup before the window'),
  create({ latest_pickup: daysAhead(25) }, 'latest_pickup', 'pickup after the window'),
  create(
    { earliest_pickup: daysAhead(15), latest_pickup: daysAhead(12) },
    'latest_pickup',
    'latest pickup before the earliest',
  ),
  create({ date_expired: daysAhead(-1) }, 'date_expired', 'bookable-until past'),
  create({ date_expired: daysAhead(19.5) }, 'date_expired', 'bookable after the latest pickup'),
  create({ max_rental_duration: undefined }, 'max_rental_duration', 'duration missing'),
  create({ max_rental_duration: 0 }, 'max_rental_duration', 'duration zero days'),
  create({ max_rental_duration: 11 }, 'max_rental_duration', 'duration longer than window'),
  create({ max_rental_duration: 1.5 }, 'max_rental_duration', 'duration not whole'),
  create((w) => ({ return_store_id: w.b.store }), 'return_store_id', 'return without transfer'),
  create({ return_store_id: 'hanoi' }, 'return_store_id', 'return shop a string'),
  create({ online: 'yes' }, 'online', 'online not a boolean'),
  create({ accessories: 'helmet' }, 'accessories', 'add-ons not a list'),
  create({ accessories: [{ quantity: 1 }] }, 'accessories.0.id', 'add-on without id'),
  create(
    (w) => ({ accessories: [{ id: w.unusedAddon }] }),
    'accessories.0.id',
    'add-on the shop does not offer',
  ),
  create(
    (w) => ({ accessories: [{ id: w.addon, quantity: 0 }] }),
    'accessories.0.quantity',
    'add-on quantity zero',
  ),
  create(
    (w) => ({ accessories: [{ id: w.addon, price: -1 }] }),
    'accessories.0.price',
    'add-on price negative',
  ),
  create({ colour: 'red' }, 'colour', 'unknown field'),
  {
    name: 'create: unknown shop',
    method: 'POST',
    url: () => '/api/shop-owner/offers/999999/create',
    body: draft,
    field: null,
    status: 404,
  },
  update({ percent_discount: 95 }, 'percent_discount', 'discount 95 percent'),
  update({ percent_discount: null }, 'percent_discount', 'discount null'),
  update({ date_expired: daysAhead(-2) }, 'date_expired', 'bookable-until past'),
  update({ date_start_travel: '2027-13-01' }, 'date_start_travel', 'impossible month'),
  update({ date_end_travel: daysAhead(1) }, 'date_end_travel', 'window ends before it starts'),
  update({ max_rental_duration: 0 }, 'max_rental_duration', 'duration zero days'),
  update((w) => ({ bike_id: w.b.shopBike }), 'bike_id', "another owner's bike", 404),
  update({ accessories: [{ id: -1 }] }, 'accessories.0.id', 'add-on id negative'),
  {
    name: 'update: unknown offer',
    method: 'PUT',
    url: () => '/api/shop-owner/offers/update/999999',
    body: () => ({ percent_discount: 30 }),
    field: null,
    status: 404,
  },
  {
    name: 'online status: not a boolean',
    method: 'PUT',
    url: (w) => `/api/shop-owner/offers/update-online-status/${w.a.offer}`,
    body: () => ({ online: 'on' }),
    field: 'online',
  },
]);
