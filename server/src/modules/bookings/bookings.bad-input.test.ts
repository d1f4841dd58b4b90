import { describeBadInput, type BadInputCase } from '../../../test/bad-input';
import type { World } from '../../../test/world';
import { mondayAt, orderBody, plusDays } from './bookings.test-helpers';

const create = (
  name: string,
  body: (w: World) => unknown,
  field: string | null,
  status?: 404 | 409,
): BadInputCase => ({
  name,
  method: 'POST',
  url: () => '/api/orders/create',
  body,
  field,
  ...(status ? { status } : {}),
});

const withUser = (w: World, user: Record<string, unknown>) =>
  orderBody(w, { user: { ...orderBody(w).user, ...user } });

const start = () => mondayAt(9);

describeBadInput('booking', [
  create('an unknown bike', (w) => orderBody(w, { bike_id: w.a.shopBike + 9999 }), 'bike_id', 404),
  create('no bike', (w) => ({ ...orderBody(w), bike_id: undefined }), 'bike_id'),
  create(
    'a pickup in the past',
    (w) => orderBody(w, { date_start_travel: plusDays(start(), -14) }),
    'date_start_travel',
  ),
  create(
    'a pickup more than a year ahead',
    (w) =>
      orderBody(w, {
        date_start_travel: plusDays(start(), 371),
        date_end_travel: plusDays(start(), 378),
      }),
    'date_start_travel',
  ),
  create(
    'a pickup that is not a date',
    (w) => orderBody(w, { date_start_travel: 'next monday' }),
    'date_start_travel',
  ),
  create(
    'a return before the pickup',
    (w) => orderBody(w, { date_end_travel: plusDays(start(), -7 + 7 * 0) }),
    'date_end_travel',
  ),
  create(
    'a rental over 90 days',
    (w) => orderBody(w, { date_end_travel: plusDays(start(), 91) }),
    'date_end_travel',
  ),
  create(
    'a pickup off the quarter hour',
    (w) => orderBody(w, { date_start_travel: mondayAt(9, 10) }),
    'date_start_travel',
  ),
  create(
    'a pickup before opening',
    (w) => orderBody(w, { date_start_travel: mondayAt(7, 45) }),
    'date_start_travel',
  ),
  create(
    'a pickup at closing time',
    (w) => orderBody(w, { date_start_travel: mondayAt(18) }),
    'date_start_travel',
  ),
  create(
    'a return on a closed day',
    (w) => orderBody(w, { date_end_travel: plusDays(start(), 6) }),
    'date_end_travel',
  ),
  create('terms not accepted', (w) => orderBody(w, { terms_accepted: false }), 'terms_accepted'),
  create('a bad e-mail', (w) => withUser(w, { email: 'lan.example.test' }), 'user.email'),
  create('a phone with letters', (w) => withUser(w, { phone: '+84 CALL ME' }), 'user.phone'),
  create('a phone too short', (w) => withUser(w, { phone: '12345' }), 'user.phone'),
  create('an empty first name', (w) => withUser(w, { firstname: '  ' }), 'user.firstname'),
  create(
    'a last name over 100 characters',
    (w) => withUser(w, { lastname: 'x'.repeat(101) }),
    'user.lastname',
  ),
  create('a language that is not en or vn', (w) => orderBody(w, { language: 'fr' }), 'language'),
  create('bags on a round trip', (w) => orderBody(w, { bag_count: 2 }), 'bag_count'),
  create(
    'eleven bags',
    (w) => orderBody(w, { bag_count: 11, return_store_id: w.a.store2 }),
    'bag_count',
  ),
  create(
    'an add-on the shop does not offer',
    (w) => orderBody(w, { accessories: [{ id: w.unusedAddon }] }),
    'accessories.0.id',
  ),
  create(
    'more of an add-on than the shop allows',
    (w) => orderBody(w, { accessories: [{ id: w.addon, quantity: 3 }] }),
    'accessories.0.quantity',
  ),
  create(
    'an add-on twice',
    (w) => orderBody(w, { accessories: [{ id: w.addon }, { id: w.addon }] }),
    'accessories.1.id',
  ),
  create(
    'a return shop without a transfer',
    (w) => orderBody(w, { return_store_id: w.b.store }),
    'return_store_id',
  ),
  create(
    'a transfer on a round trip',
    (w) => orderBody(w, { store_transfer_id: w.a.transfer }),
    'store_transfer_id',
  ),
  create(
    'a transfer to another shop',
    (w) => orderBody(w, { return_store_id: w.a.store2, store_transfer_id: w.a.transfer + 9999 }),
    'store_transfer_id',
  ),
  create(
    'an offline offer',
    (w) => orderBody(w, { offer_id: w.a.offer, hold_token: 'x' }),
    'offer_id',
    404,
  ),
  create('an unknown field', (w) => orderBody(w, { coupon: 'FREE' }), null),
  {
    name: 'confirming with an unknown token',
    method: 'POST',
    url: () => '/api/orders/verified-order',
    body: () => ({ token: 'no-such-token' }),
    field: 'token',
    status: 404,
  },
  {
    name: 'cancelling with an unknown token',
    method: 'POST',
    url: () => '/api/orders/cancel/no-such-token',
    field: 'token',
    status: 404,
  },
  {
    name: 'resending for an unknown booking number',
    method: 'POST',
    url: () => '/api/orders/send-verified/XM-NOSUCH',
    field: 'id',
    status: 404,
  },
  {
    name: 'the success page with an unknown token',
    method: 'POST',
    url: () => '/api/orders/verified-order-completed',
    body: () => ({ token: 'no-such-token' }),
    field: null,
    status: 404,
  },
  {
    name: 'a special offer that is not online',
    method: 'GET',
    url: (w) => `/api/offers/info/${w.a.offer}`,
    field: 'id',
    status: 404,
  },
]);
