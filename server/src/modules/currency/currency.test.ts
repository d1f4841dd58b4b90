import { startTestApp, type TestApp } from '../../../test/app';
import { ConfigError, loadConfig } from '../../config';
import { convertFromVnd, convertToVnd, parseCurrency } from './currency';

/** Straight SQL, so that a rate the table's check lets through ('NaN') can be stored too. */
async function seedRates(t: TestApp, rates: [string, string, number][]) {
  for (const [code, vndPerUnit, sortOrder] of rates) {
    await t.db.prisma
      .$executeRaw`INSERT INTO currency_rates (code, vnd_per_unit, sort_order, updated_at)
      VALUES (${code}, ${vndPerUnit}::numeric, ${sortOrder}, now())`;
  }
}

const list = async (t: TestApp) => {
  const response = await t.app.fastify.inject({ method: 'GET', url: '/api/user/currency/list' });
  expect(response.statusCode).toBe(200);
  return response.json().data as { code: string; rate: number; value: string }[];
};

describe('GET /api/user/currency/list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // EUR first in the table's own order: the list still puts USD first.
    await seedRates(t, [
      ['EUR', '30480', 0],
      ['GBP', 'NaN', 1],
      ['USD', '26350', 2],
      ['AUD', '17000.5', 3],
    ]);
  });
  afterAll(() => t.close());

  it('answers USD first, EUR second, with numeric rates, and leaves out unusable rates', async () => {
    expect(await list(t)).toEqual([
      expect.objectContaining({ code: 'USD', rate: 26350, value: 'usd', symbol: '$' }),
      expect.objectContaining({ code: 'EUR', rate: 30480, value: 'eur', symbol: '€' }),
      expect.objectContaining({ code: 'AUD', rate: 17000.5 }),
    ]);
  });

  it('answers the same through GraphQL', async () => {
    const response = await t.graphql('{ currencyRates { totalCount nodes { code rate } } }');
    expect(response.json().data.currencyRates).toEqual({
      totalCount: 3,
      nodes: [
        { code: 'USD', rate: 26350 },
        { code: 'EUR', rate: 30480 },
        { code: 'AUD', rate: 17000.5 },
      ],
    });
  });
});

describe('CURRENCY_RATES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CURRENCY_RATES: 'usd=25400' });
    await seedRates(t, [
      ['USD', '26350', 0],
      ['EUR', '30480', 1],
    ]);
  });
  afterAll(() => t.close());

  it('overrides the stored rate of the codes it names', async () => {
    expect((await list(t)).map((item) => [item.code, item.rate])).toEqual([
      ['USD', 25400],
      ['EUR', 30480],
    ]);
  });

  it('refuses values that are not positive numbers at start-up', () => {
    for (const bad of ['USD=0', 'USD=abc', 'USD', 'USD=-3', 'USD=1e400']) {
      expect(() => loadConfig({ NODE_ENV: 'test', CURRENCY_RATES: bad })).toThrow(ConfigError);
    }
    expect(
      loadConfig({ NODE_ENV: 'test', CURRENCY_RATES: 'USD=25400, eur=27600.5' }).currencyRates,
    ).toEqual({
      USD: 25400,
      EUR: 27600.5,
    });
  });
});

describe('without a usable rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists nothing, and a search in dollars answers 503 while dong still works', async () => {
    expect(await list(t)).toEqual([]);
    const city = await t.db.prisma.city.create({
      data: { slug: 'rateless', nameEn: 'x', nameVn: 'x', latitude: 1, longitude: 1 },
    });
    const inDollars = await t.app.fastify.inject({
      method: 'GET',
      url: `/api/bikes/list?city=${city.id}&currency=usd`,
    });
    expect(inDollars.statusCode).toBe(503);
    const inDong = await t.app.fastify.inject({
      method: 'GET',
      url: `/api/bikes/list?city=${city.id}&currency=dong`,
    });
    expect(inDong.json()).toEqual({ data: [] });
  });
});

describe('conversion', () => {
  it('reads the spec values, vnd as dong, in any case', () => {
    expect(['eur', 'USD', 'Dong', 'vnd', undefined].map((v) => parseCurrency(v))).toEqual([
      'eur',
      'usd',
      'dong',
      'dong',
      'dong',
    ]);
    expect(() => parseCurrency('gbp')).toThrow('Unknown currency');
  });

  it('rounds to cents for euros and dollars, to whole dong for dong', () => {
    expect(convertFromVnd(150_000, 'eur', 27_500)).toBe(5.45);
    expect(convertFromVnd(150_000, 'usd', 26_350)).toBe(5.69);
    expect(convertFromVnd(150_000, 'dong', 1)).toBe(150_000);
    expect(convertToVnd(6, 'usd', 25_000)).toBe(150_000);
  });
});
