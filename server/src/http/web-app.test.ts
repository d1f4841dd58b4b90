import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let distDir: string;
const indexHtml = `<!doctype html><html><head><title>xemay</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  // What the build writes beside each file (web/build/precompress.ts): stand-ins that say
  // which copy was sent.
  fs.writeFileSync(
    path.join(distDir, 'assets', 'app-abc123.js.br'),
    zlib.brotliCompressSync('// br'),
  );
  fs.writeFileSync(path.join(distDir, 'index.html.br'), zlib.brotliCompressSync('<!-- br -->'));
  fs.writeFileSync(
    path.join(distDir, 'manifest.webmanifest.br'),
    zlib.brotliCompressSync('{"name":"br"}'),
  );
  fs.writeFileSync(
    path.join(distDir, 'preload.json'),
    JSON.stringify({
      pages: [
        '/assets/apollo-abc123.js',
        '/assets/shared-def456.js',
        'https://elsewhere.example/x.js',
      ],
      shopowner: ['/assets/apollo-abc123.js', '/assets/owner-kit-789abc.js'],
      dashboard: ['/assets/apollo-abc123.js', '/assets/kit-456def.js'],
    }),
  );
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(distDir, 'workbox-5ab3c1.js'), 'self.workbox = {};');
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"xemay"}');
  fs.mkdirSync(path.join(distDir, 'shopowner'));
  fs.writeFileSync(path.join(distDir, 'shopowner', 'manifest.webmanifest'), '{"name":"owner"}');
  fs.writeFileSync(path.join(distDir, 'shopowner', 'sw.js'), '// not the service worker');
  t = await startTestApp({ WEB_DIST_DIR: distDir });
  fs.mkdirSync(path.join(t.config.dataDir, 'media', 'seed'), { recursive: true });
  fs.writeFileSync(
    path.join(t.config.dataDir, 'media', 'seed', 'dot.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
});

afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves index.html at / and for client-side routes, compressed and not cached', async () => {
    for (const url of ['/', '/shopowner/login?redirectURL=/shopowner', '/dashboard']) {
      const response = await t.app.fastify.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('announces the chunks the build lists for every page but the landing page', async () => {
    const page = await t.app.fastify.inject('/search?city=hanoi');
    expect(page.headers.link).toBe(
      '</assets/apollo-abc123.js>; rel=modulepreload, </assets/shared-def456.js>; rel=modulepreload',
    );
    // The shop owners' pages: their own area's common code, not the traveller's.
    const owner = await t.app.fastify.inject('/shopowner/bookings');
    expect(owner.headers.link).toBe(
      '</assets/apollo-abc123.js>; rel=modulepreload, </assets/owner-kit-789abc.js>; rel=modulepreload',
    );
    // The admins' pages: theirs.
    for (const url of ['/dashboard', '/dashboard/login?redirectURL=%2Fdashboard'])
      expect((await t.app.fastify.inject(url)).headers.link).toBe(
        '</assets/apollo-abc123.js>; rel=modulepreload, </assets/kit-456def.js>; rel=modulepreload',
      );
    const landing = await t.app.fastify.inject('/?ref=HOSTEL42');
    expect(landing.statusCode).toBe(200);
    expect(landing.headers.link).toBeUndefined();
  });

  it('serves hashed assets with long-lived caching', async () => {
    const response = await t.app.fastify.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the service worker and its helpers so that a new version is seen at once', async () => {
    for (const url of ['/sw.js', '/workbox-5ab3c1.js']) {
      const response = await t.app.fastify.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // Only at the root: elsewhere a file of that name is an ordinary file.
    const nested = await t.app.fastify.inject('/shopowner/sw.js');
    expect(nested.headers['cache-control']).toBe('public, max-age=300');
    const other = await t.app.fastify.inject('/favicon.svg');
    expect(other.headers['cache-control']).toBe('public, max-age=300');
  });

  it("sends the build's compressed copy to a browser that takes it, with the file's headers", async () => {
    const expectations = [
      { url: '/assets/app-abc123.js', type: /javascript/, cache: /immutable/, body: '// br' },
      // A page without metadata of its own (server/src/modules/seo): the shell as built.
      { url: '/verify?token=x', type: /text\/html/, cache: /^no-cache$/, body: '<!-- br -->' },
      {
        url: '/manifest.webmanifest',
        type: /^application\/manifest\+json/,
        cache: /^no-cache$/,
        body: '{"name":"br"}',
      },
    ];
    for (const { url, type, cache, body } of expectations) {
      const response = await t.app.fastify.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toMatch(cache);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(body);
    }
    // A page with its own head tags is compressed as it is sent.
    const search = await t.app.fastify.inject({
      url: '/search?city=hanoi',
      headers: { 'accept-encoding': 'br' },
    });
    expect(search.headers['content-encoding']).toBe('br');
    expect(search.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(search.rawPayload).toString()).toContain(
      '<link rel="canonical" href="http://localhost:',
    );
    // Without a compressed copy, or for a browser without Brotli: the file itself.
    const plain = await t.app.fastify.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.body).toBe('console.log("app");');
  });

  it('serves web-app manifests as application/manifest+json, revalidated every time', async () => {
    for (const url of ['/manifest.webmanifest', '/shopowner/manifest.webmanifest']) {
      const response = await t.app.fastify.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(response.body).name).toBeDefined();
    }
  });

  it('never answers server paths with the app shell', async () => {
    expect((await t.app.fastify.inject('/api/unknown')).json().error.code).toBe('ROUTE_NOT_FOUND');
    const media = await t.app.fastify.inject('/media/none.svg');
    expect(media.statusCode).toBe(404);
    expect(media.body).not.toContain('<div id="root">');
  });

  it('serves stored pictures under /media', async () => {
    const response = await t.app.fastify.inject('/media/seed/dot.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    const traversal = await t.app.fastify.inject('/media/..%2f..%2fetc%2fpasswd');
    expect([403, 404]).toContain(traversal.statusCode);
    expect(traversal.body).not.toContain('root:');
  });

  it('sets security headers', async () => {
    const response = await t.app.fastify.inject('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
