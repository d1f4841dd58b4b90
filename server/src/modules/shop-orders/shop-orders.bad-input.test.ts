import { describeBadInput, longText, type BadInputCase } from '../../../test/bad-input';
import type { World } from '../../../test/world';

const orders = '/api/shop-owner/orders';

const get = (name: string, url: (w: World) => string, field: string | null, status?: 404) =>
  ({ name, method: 'GET', url, field, ...(status ? { status } : {}) }) satisfies BadInputCase;

const transitions = [
  ['POST', 'cancel'],
  ['POST', 'star-pickup'],
  ['POST', 'completed-pickup'],
  ['DELETE', 'delete'],
] as const;

/** A body for the review link: valid but for what a case changes (no booking matches it). */
const review = (
  name: string,
  fields: Record<string, unknown>,
  field: string | null,
  status?: 404,
): BadInputCase => ({
  name: `review: ${name}`,
  method: 'POST',
  url: (w) => `/api/review/create/${w.a.shopBike}/BK-NONE`,
  body: () =>
    Object.fromEntries(
      Object.entries({ token: 'some-token', rating: 5, text: 'Nice', ...fields }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
  field,
  ...(status ? { status } : {}),
});

describeBadInput('shop orders', [
  get('list: shop id not a number', () => `${orders}/abc/list`, 'storeId'),
  get('list: shop id zero', () => `${orders}/0/list`, 'storeId'),
  get('list: limit zero', (w) => `${orders}/${w.a.store}/list?limit=0`, 'limit'),
  get('list: limit over 100', (w) => `${orders}/${w.a.store}/list?limit=101`, 'limit'),
  get('list: unknown shop', () => `${orders}/2147483647/list`, null, 404),
  get("list: another owner's shop", (w) => `${orders}/${w.b.store}/list`, null, 404),
  get('history: shop id negative', () => `${orders}/-1/list-booking-completed`, 'id'),
  get(
    'history: limit over 1000',
    (w) => `${orders}/${w.a.store}/list-booking-completed?limit=1001`,
    'limit',
  ),
  get('history: unknown shop', () => `${orders}/2147483647/list-booking-completed`, null, 404),
  get('info: id not a number', () => `${orders}/info/first`, 'id'),
  get('info: id too large', () => `${orders}/info/2147483648`, 'id'),
  get('info: unknown booking', () => `${orders}/info/2147483647`, null, 404),
  ...transitions.flatMap(([method, path]): BadInputCase[] => [
    { name: `${path}: id not a number`, method, url: () => `${orders}/${path}/x1`, field: 'id' },
    {
      name: `${path}: unknown booking`,
      method,
      url: () => `${orders}/${path}/2147483647`,
      field: 'id',
      status: 404,
    },
  ]),
  review('token missing', { token: undefined }, 'token'),
  review('token empty', { token: '' }, 'token'),
  review('rating missing', { rating: undefined }, 'rating'),
  review('rating zero', { rating: 0 }, 'rating'),
  review('rating six', { rating: 6 }, 'rating'),
  review('rating not whole', { rating: 4.5 }, 'rating'),
  review('text missing', { text: undefined }, 'text'),
  review('text far too long', { text: longText(5001) }, 'text'),
  review('name not a string', { name: 7 }, 'name'),
  review('unknown field', { stars: 5 }, null),
  review('no booking matches', {}, 'token', 404),
  {
    name: 'review: bike id not a number',
    method: 'POST',
    url: () => '/api/review/create/bike/BK-NONE',
    body: () => ({ token: 't', rating: 5, text: 'Nice' }),
    field: 'bikeId',
  },
  {
    name: 'review: booking number too long',
    method: 'POST',
    url: (w) => `/api/review/create/${w.a.shopBike}/${longText(65)}`,
    body: () => ({ token: 't', rating: 5, text: 'Nice' }),
    field: 'userId',
  },
]);
