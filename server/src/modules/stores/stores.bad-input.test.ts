import { describeBadInput, longText, type BadInputCase } from '../../../test/bad-input';
import type { World } from '../../../test/world';
import { storeSampleBody } from '../../rest/matrix/stores.samples';

type Body = Record<string, unknown>;

const bad = (
  name: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: (w: World) => string,
  body: ((w: World) => Body) | undefined,
  field: string | null,
  status?: 404 | 409,
): BadInputCase => ({
  name,
  method,
  url,
  ...(body ? { body } : {}),
  field,
  ...(status ? { status } : {}),
});

const unknownId = 999999;

// ------------------------------------------------------------------ shops

const createUrl = () => '/api/shop-owner/store/create';
const shop = (w: World, overrides: Body = {}, without: string[] = []) => {
  const body: Body = { ...storeSampleBody(w), ...overrides };
  for (const key of without) delete body[key];
  return body;
};
const create = (name: string, body: (w: World) => Body, field: string | null, status?: 404 | 409) =>
  bad(`create shop: ${name}`, 'POST', createUrl, body, field, status);

const updateUrl = (w: World) => `/api/shop-owner/store/update/${w.a.store}`;
const update = (name: string, body: Body, field: string | null, status?: 404 | 409) =>
  bad(`update shop: ${name}`, 'PUT', updateUrl, () => body, field, status);

const shopCases: BadInputCase[] = [
  ...['name', 'city_id', 'phone', 'email', 'address'].map((field) =>
    create(`${field} missing`, (w) => shop(w, {}, [field]), field),
  ),
  create('location missing', (w) => shop(w, {}, ['location']), 'location'),
  create(
    'location without longitude',
    (w) => shop(w, { location: { lat: 10.7 } }),
    'location.longitude',
  ),
  create('latitude beyond 90', (w) => shop(w, { location: { lat: 91, lng: 106 } }), 'location.lat'),
  create(
    'longitude a string',
    (w) => shop(w, { location: { lat: 10, lng: '106' } }),
    'location.lng',
  ),
  create('unknown location field', (w) => shop(w, { location: { x: 1, y: 2 } }), 'location.x'),
  create(
    'top-level latitude out of range',
    (w) => shop(w, { latitude: -100, longitude: 106 }, ['location']),
    'latitude',
  ),
  create('blank name', (w) => shop(w, { name: '   ' }), 'name'),
  create('name a number', (w) => shop(w, { name: 42 }), 'name'),
  create('name over 100 characters', (w) => shop(w, { name: longText(101) }), 'name'),
  create('name over the body limit', (w) => shop(w, { name: longText(201) }), 'name'),
  create('address over 300 characters', (w) => shop(w, { address: longText(301) }), 'address'),
  create('e-mail without a domain', (w) => shop(w, { email: 'shop@' }), 'email'),
  create('phone with letters', (w) => shop(w, { phone: 'call me maybe' }), 'phone'),
  create('city_id a string', (w) => shop(w, { city_id: 'hanoi' }), 'city_id'),
  create('city_id zero', (w) => shop(w, { city_id: 0 }), 'city_id'),
  create('unknown city', (w) => shop(w, { city_id: unknownId }), 'city_id', 404),
  create(
    'negative bag cost',
    (w) => shop(w, { transport_cost_per_bag: -1 }),
    'transport_cost_per_bag',
  ),
  create(
    'absurd bag cost',
    (w) => shop(w, { transport_cost_per_bag: 2e9 }),
    'transport_cost_per_bag',
  ),
  create(
    'fractional bag cost',
    (w) => shop(w, { transport_cost_per_bag: 1.5 }),
    'transport_cost_per_bag',
  ),
  create('online a string', (w) => shop(w, { online: 'yes' }), 'online'),
  create(
    'picture outside the media store',
    (w) => shop(w, { picture: '../etc/passwd' }),
    'picture',
  ),
  create('picture over-long', (w) => shop(w, { picture: longText(1001) }), 'picture'),
  create('unknown field', (w) => shop(w, { owner_id: 3 }), 'owner_id'),
  create(
    'schedule with an impossible time',
    (w) => shop(w, { store_schedule: { mon: [{ start: '25:00', end: '26:00' }] } }),
    'store_schedule.mon.0.start',
  ),
  create(
    'schedule with overlapping slots',
    (w) =>
      shop(w, {
        store_schedule: {
          tue: [
            { start: '08:00', end: '12:00' },
            { start: '10:00', end: '14:00' },
          ],
        },
      }),
    'store_schedule.tue.1',
  ),
  create(
    'schedule with an unknown day',
    (w) => shop(w, { store_schedule: { funday: [] } }),
    'store_schedule.funday',
  ),
  create('online without opening hours', (w) => shop(w, {}, ['store_schedule']), 'online', 409),

  update('blank name', { name: '' }, 'name'),
  update('name a list', { name: ['A'] }, 'name'),
  update('null name', { name: null }, 'name'),
  update('e-mail with spaces', { email: 'shop @example.test' }, 'email'),
  update('location without latitude', { location: { lng: 106 } }, 'location.latitude'),
  update('negative bag cost', { transport_cost_per_bag: -500 }, 'transport_cost_per_bag'),
  update('unknown city', { city_id: unknownId }, 'city_id', 404),
  update('preview a number', { preview: 1 }, 'preview'),
  update(
    'schedule ending before it starts',
    { store_schedule: { mon: [{ start: '12:00', end: '09:00' }] } },
    'store_schedule.mon.0.end',
  ),
  update('unknown field', { is_active: true }, 'is_active'),
  bad(
    'update shop: unknown shop',
    'PUT',
    () => `/api/shop-owner/store/update/${unknownId}`,
    () => ({ name: 'X' }),
    'id',
    404,
  ),
  bad(
    'update shop: id not a number',
    'PUT',
    () => '/api/shop-owner/store/update/abc',
    () => ({ name: 'X' }),
    'id',
  ),
  bad(
    'update shop: id zero',
    'PUT',
    () => '/api/shop-owner/store/update/0',
    () => ({ name: 'X' }),
    'id',
  ),
  bad(
    'update shop: B’s shop',
    'PUT',
    (w) => `/api/shop-owner/store/update/${w.b.store}`,
    () => ({ name: 'X' }),
    'id',
    404,
  ),
  bad(
    'delete shop: unknown shop',
    'DELETE',
    () => `/api/shop-owner/store/delete/${unknownId}`,
    undefined,
    'id',
    404,
  ),
  bad(
    'delete shop: B’s shop',
    'DELETE',
    (w) => `/api/shop-owner/store/delete/${w.b.store}`,
    undefined,
    'id',
    404,
  ),
];

// ------------------------------------------------------------------ opening hours

const setHoursUrl = (w: World) => `/api/shop-owner/store/schedule/${w.a.store}/set-hours`;
const updateHoursUrl = (w: World) => `/api/shop-owner/store/schedule/update-hours/${w.a.store}`;
const slot = (start: unknown, end: unknown) => ({ start, end });
const setHours = (name: string, body: Body, field: string | null, status?: 404 | 409) =>
  bad(`set hours: ${name}`, 'POST', setHoursUrl, () => body, field, status);
const updateHours = (name: string, body: Body, field: string | null, status?: 404 | 409) =>
  bad(`update hours: ${name}`, 'PUT', updateHoursUrl, () => body, field, status);

const hoursCases: BadInputCase[] = [
  setHours('opens before 08:00', { mon: [slot('07:45', '12:00')] }, 'mon.0.start'),
  setHours('closes after 23:45', { mon: [slot('20:00', '24:00')] }, 'mon.0.end'),
  setHours('closes at 23:50', { fri: [slot('20:00', '23:50')] }, 'fri.0.end'),
  setHours('not a quarter hour', { tue: [slot('08:10', '12:00')] }, 'tue.0.start'),
  setHours('minutes past 59', { tue: [slot('08:60', '12:00')] }, 'tue.0.start'),
  setHours('12-hour form', { wed: [slot('8:00am', '12:00')] }, 'wed.0.start'),
  setHours('a word for a time', { wed: [slot('08:00', 'noon')] }, 'wed.0.end'),
  setHours('blank start', { thu: [slot('', '12:00')] }, 'thu.0.start'),
  setHours('start a number', { thu: [slot(800, '12:00')] }, 'thu.0.start'),
  setHours('start missing', { thu: [{ end: '12:00' }] }, 'thu.0.start'),
  setHours('end missing', { thu: [{ start: '08:00' }] }, 'thu.0.end'),
  setHours('end before start', { sat: [slot('14:00', '09:00')] }, 'sat.0.end'),
  setHours('end equal to start', { sat: [slot('09:00', '09:00')] }, 'sat.0.end'),
  setHours('overlapping slots', { sun: [slot('08:00', '12:00'), slot('11:45', '13:00')] }, 'sun.1'),
  setHours(
    'a slot inside another',
    { sun: [slot('08:00', '18:00'), slot('12:00', '13:00'), slot('18:00', '20:00')] },
    'sun.1',
  ),
  setHours(
    'the same slot twice',
    { mon: [slot('08:00', '10:00'), slot('08:00', '10:00')] },
    'mon.1',
  ),
  setHours('a day not a list', { mon: slot('08:00', '10:00') }, 'mon'),
  setHours('an unknown day', { monday: [slot('08:00', '10:00')] }, 'monday'),
  setHours(
    'an unknown slot field',
    { mon: [{ start: '08:00', end: '10:00', note: 'x' }] },
    'mon.0.note',
  ),
  setHours(
    'too many slots a day',
    {
      mon: Array.from({ length: 13 }, (_, i) =>
        slot(`${String(8 + i).padStart(2, '0')}:00`, `${String(8 + i).padStart(2, '0')}:30`),
      ),
    },
    'mon',
  ),
  setHours('an over-long time', { mon: [slot(longText(11), '10:00')] }, 'mon.0.start'),
  setHours('an empty week for an online shop', {}, null, 409),
  bad(
    'set hours: unknown shop',
    'POST',
    () => `/api/shop-owner/store/schedule/${unknownId}/set-hours`,
    () => ({ mon: [] }),
    'shopId',
    404,
  ),
  bad(
    'set hours: B’s shop',
    'POST',
    (w) => `/api/shop-owner/store/schedule/${w.b.store}/set-hours`,
    () => ({ mon: [slot('08:00', '09:00')] }),
    'shopId',
    404,
  ),
  bad(
    'set hours: shop id not a number',
    'POST',
    () => '/api/shop-owner/store/schedule/x/set-hours',
    () => ({}),
    'shopId',
  ),

  updateHours('no day given', {}, null),
  updateHours('closes before it opens', { sun: [slot('18:00', '08:00')] }, 'sun.0.end'),
  updateHours(
    'overlap within the day',
    { tue: [slot('09:00', '11:00'), slot('08:00', '09:15')] },
    'tue.1',
  ),
  updateHours('closing the only open day of an online shop', { mon: [] }, null, 409),
  updateHours('a list for the week', { mon: 'closed' }, 'mon'),
  bad(
    'update hours: unknown shop',
    'PUT',
    () => `/api/shop-owner/store/schedule/update-hours/${unknownId}`,
    () => ({ mon: [] }),
    'shopId',
    404,
  ),
  bad(
    'delete slot: unknown slot',
    'DELETE',
    () => `/api/shop-owner/store/schedule/delete/${unknownId}`,
    undefined,
    'id',
    404,
  ),
  bad(
    'delete slot: the last slot of an online shop',
    'DELETE',
    (w) => `/api/shop-owner/store/schedule/delete/${w.a.slot}`,
    undefined,
    'id',
    409,
  ),
];

// ------------------------------------------------------------------ transfers

const transferUrl = (w: World) =>
  `/api/shop-owner/store-transfer/create-store-transfer/${w.a.store2}`;
const transfer = (
  name: string,
  body: (w: World) => Body,
  field: string | null,
  status?: 404 | 409,
) => bad(`create transfer: ${name}`, 'POST', transferUrl, body, field, status);
const updateTransferUrl = (w: World) => `/api/shop-owner/store-transfer/update/${w.a.transfer}`;
const updateTransfer = (name: string, body: Body, field: string | null, status?: 404 | 409) =>
  bad(`update transfer: ${name}`, 'PUT', updateTransferUrl, () => body, field, status);

const transferCases: BadInputCase[] = [
  transfer('to_store_id missing', () => ({ price: 100 }), 'to_store_id'),
  transfer('price missing', (w) => ({ to_store_id: w.b.store }), 'price'),
  transfer('negative price', (w) => ({ to_store_id: w.b.store, price: -1 }), 'price'),
  transfer('absurd price', (w) => ({ to_store_id: w.b.store, price: 5e9 }), 'price'),
  transfer('fractional price', (w) => ({ to_store_id: w.b.store, price: 99.5 }), 'price'),
  transfer('price a string', (w) => ({ to_store_id: w.b.store, price: '100' }), 'price'),
  transfer('to_store_id a string', () => ({ to_store_id: 'B', price: 100 }), 'to_store_id'),
  transfer('to the same shop', (w) => ({ to_store_id: w.a.store2, price: 100 }), 'to_store_id'),
  transfer(
    'to an unknown shop',
    () => ({ to_store_id: unknownId, price: 100 }),
    'to_store_id',
    404,
  ),
  transfer(
    'unknown field',
    (w) => ({ to_store_id: w.b.store, price: 100, from_store_id: 1 }),
    'from_store_id',
  ),
  bad(
    'create transfer: to a shop of the same city',
    'POST',
    (w) => `/api/shop-owner/store-transfer/create-store-transfer/${w.a.store}`,
    (w) => ({ to_store_id: w.b.store, price: 100 }),
    'to_store_id',
  ),
  bad(
    'create transfer: the pair exists',
    'POST',
    (w) => `/api/shop-owner/store-transfer/create-store-transfer/${w.a.store}`,
    (w) => ({ to_store_id: w.a.store2, price: 100 }),
    'to_store_id',
    409,
  ),
  bad(
    'create transfer: from an unknown shop',
    'POST',
    () => `/api/shop-owner/store-transfer/create-store-transfer/${unknownId}`,
    (w) => ({ to_store_id: w.a.store2, price: 100 }),
    'shopId',
    404,
  ),
  bad(
    'create transfer: from B’s shop',
    'POST',
    (w) => `/api/shop-owner/store-transfer/create-store-transfer/${w.b.store}`,
    (w) => ({ to_store_id: w.a.store2, price: 100 }),
    'shopId',
    404,
  ),
  updateTransfer('nothing to change', {}, null),
  updateTransfer('negative price', { price: -5 }, 'price'),
  updateTransfer('absurd price', { price: 1e12 }, 'price'),
  updateTransfer('active a string', { active: 'no' }, 'active'),
  updateTransfer('unknown field', { to_store_id: 3 }, 'to_store_id'),
  bad(
    'update transfer: unknown transfer',
    'PUT',
    () => `/api/shop-owner/store-transfer/update/${unknownId}`,
    () => ({ price: 1 }),
    'id',
    404,
  ),
];

// ------------------------------------------------------------------ shop add-ons

const addonUrl = '/api/shop-owner/store-accessory';
const offer = (name: string, body: (w: World) => Body, field: string | null, status?: 404 | 409) =>
  bad(
    `offer add-on: ${name}`,
    'POST',
    (w) => `${addonUrl}/create/${w.unusedAddon}`,
    body,
    field,
    status,
  );
const updateAddon = (name: string, body: Body, field: string | null, status?: 404 | 409) =>
  bad(
    `update shop add-on: ${name}`,
    'PUT',
    (w) => `${addonUrl}/update/${w.a.storeAddon}`,
    () => body,
    field,
    status,
  );
const updateOffer = (
  name: string,
  body: (w: World) => Body,
  field: string | null,
  status?: 404 | 409,
) =>
  bad(
    `update add-on at own shops: ${name}`,
    'PUT',
    (w) => `${addonUrl}/update-accessory/${w.addon}`,
    body,
    field,
    status,
  );

const addonCases: BadInputCase[] = [
  offer('store_ids missing', () => ({ price_per_day: 1 }), 'store_ids'),
  offer('store_ids empty', () => ({ store_ids: [] }), 'store_ids'),
  offer('store_ids not a list', (w) => ({ store_ids: w.a.store }), 'store_ids'),
  offer('a store id zero', () => ({ store_ids: [0] }), 'store_ids.0'),
  offer('a shop listed twice', (w) => ({ store_ids: [w.a.store, w.a.store] }), 'store_ids.1'),
  offer('an unknown shop', () => ({ store_ids: [unknownId] }), 'store_ids.0', 404),
  offer('B’s shop', (w) => ({ store_ids: [w.a.store, w.b.store] }), 'store_ids.1', 404),
  offer(
    'negative price per day',
    (w) => ({ store_ids: [w.a.store], price_per_day: -1 }),
    'price_per_day',
  ),
  offer(
    'absurd price per day',
    (w) => ({ store_ids: [w.a.store], price_per_day: 2e9 }),
    'price_per_day',
  ),
  offer(
    'one-time price a string',
    (w) => ({ store_ids: [w.a.store], one_time_price: 'free' }),
    'one_time_price',
  ),
  offer('max quantity zero', (w) => ({ store_ids: [w.a.store], max_quantity: 0 }), 'max_quantity'),
  offer(
    'max quantity over the catalogue’s',
    (w) => ({ store_ids: [w.a.store], max_quantity: 5 }),
    'max_quantity',
  ),
  offer('unknown field', (w) => ({ store_ids: [w.a.store], name: 'Helmet' }), 'name'),
  bad(
    'offer add-on: unknown add-on',
    'POST',
    () => `${addonUrl}/create/${unknownId}`,
    (w) => ({ store_ids: [w.a.store] }),
    'accessoryId',
    404,
  ),
  bad(
    'offer add-on: offered already',
    'POST',
    (w) => `${addonUrl}/create/${w.addon}`,
    (w) => ({ store_ids: [w.a.store2, w.a.store] }),
    'store_ids.1',
    409,
  ),

  updateAddon('nothing to change', {}, null),
  updateAddon('max quantity over the catalogue’s', { max_quantity: 3 }, 'max_quantity'),
  updateAddon('negative one-time price', { one_time_price: -10 }, 'one_time_price'),
  updateAddon('fractional price per day', { price_per_day: 0.5 }, 'price_per_day'),
  updateAddon('active a number', { active: 0 }, 'active'),
  updateAddon('store_ids not accepted here', { store_ids: [1] }, 'store_ids'),
  bad(
    'update shop add-on: unknown',
    'PUT',
    () => `${addonUrl}/update/${unknownId}`,
    () => ({ price_per_day: 1 }),
    'id',
    404,
  ),

  updateOffer('nothing to change', () => ({}), null),
  updateOffer('max quantity over the catalogue’s', () => ({ max_quantity: 3 }), 'max_quantity'),
  updateOffer('negative price per day', () => ({ price_per_day: -1 }), 'price_per_day'),
  updateOffer('a shop listed twice', (w) => ({ store_ids: [w.a.store, w.a.store] }), 'store_ids.1'),
  updateOffer('an unknown shop', () => ({ store_ids: [unknownId] }), 'store_ids.0', 404),
  updateOffer('B’s shop', (w) => ({ store_ids: [w.b.store] }), 'store_ids.0', 404),
  bad(
    'update add-on at own shops: unknown add-on',
    'PUT',
    () => `${addonUrl}/update-accessory/${unknownId}`,
    () => ({ price_per_day: 1 }),
    'id',
    404,
  ),
  bad(
    'update add-on at own shops: offered nowhere',
    'PUT',
    (w) => `${addonUrl}/update-accessory/${w.unusedAddon}`,
    () => ({ price_per_day: 1 }),
    'id',
    404,
  ),
  bad(
    'remove add-on: offered nowhere',
    'DELETE',
    (w) => `${addonUrl}/delete-accessory/${w.unusedAddon}`,
    undefined,
    'id',
    404,
  ),
  bad(
    'remove add-on: unknown add-on',
    'DELETE',
    () => `${addonUrl}/delete-accessory/${unknownId}`,
    undefined,
    'id',
    404,
  ),
];

describeBadInput('shops', shopCases);
describeBadInput('opening hours', hoursCases);
describeBadInput('transfers', transferCases);
describeBadInput('shop add-ons', addonCases);
