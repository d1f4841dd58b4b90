import { describeBadInput, type BadInputCase } from '../../../test/bad-input';
import type { World } from '../../../test/world';

const missing = 2147483647;

/** A public GET: the harness sends owner A's token, which public routes ignore. */
const get = (
  name: string,
  url: (w: World) => string,
  field: string | null,
  status?: 404,
): BadInputCase => ({ name, method: 'GET', url, field, ...(status ? { status } : {}) });

describeBadInput('traveller shop routes', [
  get('shops of a city: id not a number', () => '/api/store/list-by-city/abc', 'id'),
  get('shops of a city: id zero', () => '/api/store/list-by-city/0', 'id'),
  get('shops of a city: unknown city', () => `/api/store/list-by-city/${missing}`, null, 404),
  get(
    'shops of a city: limit too big',
    (w) => `/api/store/list-by-city/${w.city}?limit=5000`,
    'limit',
  ),
  get('all shops: limit negative', () => '/api/store/list?limit=-1', 'limit'),
  get('full info: negative id', () => '/api/store/get-full-info/-1', 'id'),
  get('full info: unknown shop', () => `/api/store/get-full-info/${missing}`, null, 404),
  get('full info: id with letters', (w) => `/api/store/get-full-info/${w.a.store}x`, 'id'),
  get('schedule: startCityId missing', () => '/api/store/get-store-schedule', 'startCityId'),
  get(
    'schedule: startCityId missing, returnCityId given',
    (w) => `/api/store/get-store-schedule?returnCityId=${w.city2}`,
    'startCityId',
  ),
  get(
    'schedule: startCityId not a number',
    () => '/api/store/get-store-schedule?startCityId=hanoi',
    'startCityId',
  ),
  get(
    'schedule: returnCityId not a number',
    (w) => `/api/store/get-store-schedule?startCityId=${w.city}&returnCityId=x`,
    'returnCityId',
  ),
  get(
    'schedule: unknown pickup city',
    () => `/api/store/get-store-schedule?startCityId=${missing}`,
    null,
    404,
  ),
  get('add-ons: id not a number', () => '/api/store/x/accessory', 'id'),
  get('add-ons: unknown shop', () => `/api/store/${missing}/accessory`, null, 404),
  get('shop reviews: storeID missing', () => '/api/store/bike-review-list', 'storeID'),
  get('shop reviews: storeID zero', () => '/api/store/bike-review-list?storeID=0', 'storeID'),
  get(
    'shop reviews: unknown shop',
    () => `/api/store/bike-review-list?storeID=${missing}`,
    null,
    404,
  ),
  get('catalogue: limit zero', () => '/api/user/accessory/list?limit=0', 'limit'),
]);

describeBadInput('traveller bike and transfer routes', [
  get('bike info: id not whole', () => '/api/bikes/bike-info/1.5', 'id'),
  get('bike info: unknown shop bike', () => `/api/bikes/bike-info/${missing}`, null, 404),
  get(
    'bike by public id: random_unique_bike_id missing',
    (w) => `/api/bikes/info?store_id=${w.a.store}`,
    'random_unique_bike_id',
  ),
  get(
    'bike by public id: store_id missing',
    (w) => `/api/bikes/info?random_unique_bike_id=${w.a.bikePublicId}`,
    'store_id',
  ),
  get(
    'bike by public id: random_unique_bike_id too long',
    (w) => `/api/bikes/info?store_id=${w.a.store}&random_unique_bike_id=${'x'.repeat(101)}`,
    'random_unique_bike_id',
  ),
  get(
    'bike by public id: unknown public id',
    (w) => `/api/bikes/info?store_id=${w.a.store}&random_unique_bike_id=nope`,
    null,
    404,
  ),
  get('bike reviews: id not a number', () => '/api/review/list/x', 'id'),
  get('bike reviews: unknown shop bike', () => `/api/review/list/${missing}`, null, 404),
  get(
    'transfers to a city: storeId not a number',
    (w) => `/api/store-transfer/x/${w.city2}/list`,
    'storeId',
  ),
  get(
    'transfers to a city: cityId zero',
    (w) => `/api/store-transfer/${w.a.store}/0/list`,
    'cityId',
  ),
  get(
    'transfers to a city: unknown shop',
    (w) => `/api/store-transfer/${missing}/${w.city2}/list`,
    null,
    404,
  ),
  get(
    'reachable shops: storeId not a number',
    () => '/api/store-transfer/get-store-list/x',
    'storeId',
  ),
  get(
    'reachable shops: unknown shop',
    () => `/api/store-transfer/get-store-list/${missing}`,
    null,
    404,
  ),
  get('transfer: id not a number', () => '/api/store-transfer/x/info', 'id'),
  get('transfer: unknown transfer', () => `/api/store-transfer/${missing}/info`, null, 404),
]);
