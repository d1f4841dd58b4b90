import { startTestApp, type TestApp } from '../../test/app';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const app = await startTestApp(env);
  apps.push(app);
  return app;
}

async function headersOf(t: TestApp, headers: Record<string, string> = {}) {
  const response = await t.app.fastify.inject({ url: '/health', headers });
  expect(response.statusCode).toBe(200);
  return {
    csp: String(response.headers['content-security-policy']),
    hsts: response.headers['strict-transport-security'],
    nosniff: response.headers['x-content-type-options'],
    coop: response.headers['cross-origin-opener-policy'],
  };
}

describe('security headers', () => {
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    direct = await appWith({});
    proxied = await appWith({ TRUST_PROXY: 'true' });
  });

  it('over plain HTTP: a CSP without upgrade-insecure-requests, and no HSTS', async () => {
    for (const t of [direct, proxied]) {
      const { csp, hsts, nosniff } = await headersOf(t);
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(hsts).toBeUndefined();
      expect(nosniff).toBe('nosniff');
    }
  });

  it('sends the opener policy only over HTTPS (Chromium logs an error for it on plain HTTP)', async () => {
    expect((await headersOf(direct)).coop).toBeUndefined();
    expect((await headersOf(proxied, { 'x-forwarded-proto': 'https' })).coop).toBe('same-origin');
  });

  it('over HTTPS behind a trusted proxy: both', async () => {
    const { csp, hsts } = await headersOf(proxied, { 'x-forwarded-proto': 'https' });
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).toContain("default-src 'self'");
    expect(hsts).toBe('max-age=31536000; includeSubDomains');
  });

  it('plain HTTP through a trusted proxy: neither', async () => {
    const { csp, hsts } = await headersOf(proxied, { 'x-forwarded-proto': 'http' });
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const { csp, hsts } = await headersOf(direct, { 'x-forwarded-proto': 'https' });
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeUndefined();
  });

  it('sends them on every kind of answer, errors too', async () => {
    for (const url of ['/api/unknown', '/graphql?query=%7B__typename%7D', '/no-such-page']) {
      const plain = await direct.app.fastify.inject(url);
      expect(plain.headers['content-security-policy']).toBeDefined();
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const secure = await proxied.app.fastify.inject({
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBeDefined();
    }
  });

  it('lets pictures come from the map tile server, and no other new source', async () => {
    const imgSrc = (csp: string) => /img-src ([^;]*)/.exec(csp)?.[1];
    expect(imgSrc((await headersOf(direct)).csp)).toBe(
      "'self' data: blob: https://tile.openstreetmap.org",
    );
    const custom = await appWith({
      MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}{r}.png?key=abc',
    });
    const { csp } = await headersOf(custom);
    expect(imgSrc(csp)).toBe("'self' data: blob: https://*.tiles.example.org");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('tells browsers and proxies never to store a GraphQL answer, GET or POST', async () => {
    const query = '{ cities { totalCount } }';
    const get = await direct.app.fastify.inject({
      url: `/graphql?query=${encodeURIComponent(query)}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    const post = await direct.graphql(query);
    for (const response of [get, post]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
