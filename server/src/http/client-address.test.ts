import { startTestApp, type TestApp } from '../../test/app';
import { buildWorld } from '../../test/world';
import { loadConfig } from '../config';
import { orderBody, plusDays } from '../modules/bookings/bookings.test-helpers';

/**
 * Behind the shipped nginx the app trusts one hop (TRUST_PROXY=true): the client's address is
 * the X-Forwarded-For entry the proxy wrote, never one the client wrote before it. Rotating a
 * forged left-most address once escaped every per-address limit.
 */
let t: TestApp;
const proxy = '10.0.0.2';
const client = '203.0.113.9';

beforeAll(async () => {
  t = await startTestApp({
    TRUST_PROXY: 'true',
    LOGIN_MAX_FAILURES: '3',
    BOOKING_RATE_LIMIT_MAX: '3',
  });
});

afterAll(() => t.close());

const signIn = (username: string, forwardedFor: string) =>
  t.app.fastify.inject({
    method: 'POST',
    url: '/api/login-shop-owner',
    payload: { username, password: 'not-the-password' },
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('the client address behind a proxy', () => {
  it('locks a client whose forged X-Forwarded-For addresses rotate, by the address the proxy saw', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      statuses.push(
        // Another account each time: only the address can lock.
        (await signIn(`nobody-${attempt}`, `198.51.100.${attempt}, ${client}`)).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy is not locked.
    expect((await signIn('nobody-6', '203.0.113.10')).statusCode).toBe(401);
  });

  it('limits the bookings of a client whose forged X-Forwarded-For addresses rotate', async () => {
    const w = await buildWorld(t);
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const body = orderBody(w);
      // A week apart: each booking finds a free unit.
      const start = plusDays(body.date_start_travel, 14 * attempt);
      const answer = await t.app.fastify.inject({
        method: 'POST',
        url: '/api/orders/create',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, ${client}` },
        payload: { ...body, date_start_travel: start, date_end_travel: plusDays(start, 7) },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('reads TRUST_PROXY as hops or proxy addresses, refusing anything else by name', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, uniquelocal,::1')).toEqual(['10.0.0.0/8', 'uniquelocal', '::1']);
    for (const wrong of ['everyone', '10.0.0.0/33', '300.1.1.1', '11'])
      expect(() => trust(wrong)).toThrow(/TRUST_PROXY/);
  });
});
