import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../repo-root';
import { startTestApp, type TestApp } from '../../test/app';
import { appStarterHash } from './app-after-content';

let t: TestApp;
let distDir: string;

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** What the page loads: the `src` and `href` of its elements. */
function referencesOf(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
}

beforeAll(async () => {
  // The reference's real build (web/api-docs/vite.config.ts), a few seconds, into a folder of
  // its own: the web app's build is not needed and its folder is never touched.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-api-docs-'));
  const build = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/api-docs/vite.config.ts',
      '--outDir',
      path.join(distDir, 'api-docs'),
      '--logLevel',
      'warn',
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error(`the API reference did not build:\n${build.stderr}`);
  t = await startTestApp({ WEB_DIST_DIR: distDir });
}, 120_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('/api/docs', () => {
  it('serves the reference page, revalidated on every visit, under a CSP without inline scripts', async () => {
    const page = await t.app.fastify.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>xemay API</title>');
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);

    const csp = directives(String(page.headers['content-security-policy']));
    // Besides this server's files, only the rendered pages' app starter, by its hash.
    expect(csp.get('script-src')).toEqual(["'self'", appStarterHash]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('serves what the page loads from this server, cached for a year, precompressed', async () => {
    const page = await t.app.fastify.inject('/api/docs');
    const assets = referencesOf(page.body).filter((url) => url.startsWith('/api/docs/assets/'));
    expect(assets.some((url) => url.endsWith('.js'))).toBe(true);
    expect(assets.some((url) => url.endsWith('.css'))).toBe(true);
    for (const url of assets) {
      for (const encoding of ['br', 'gzip']) {
        const response = await t.app.fastify.inject({
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['content-encoding']).toBe(encoding);
      }
    }
    expect((await t.app.fastify.inject('/api/docs/assets/missing-abc123.js')).statusCode).toBe(404);
  });

  it('references no other host: its page, its stylesheets and the document it reads', async () => {
    const page = await t.app.fastify.inject('/api/docs');
    for (const url of referencesOf(page.body)) expect(url).toMatch(/^\/(?!\/)/);

    const stylesheets = referencesOf(page.body).filter((url) => url.endsWith('.css'));
    for (const url of stylesheets) {
      const css = (await t.app.fastify.inject(url)).body;
      expect(css).not.toMatch(/@import/);
      for (const [, target] of css.matchAll(/url\(\s*["']?([^"')]*)/g))
        expect(target).toMatch(/^(data:|#|\/(?!\/)|\.)/);
    }
    // The script's own requests are checked in a browser that blocks every other host
    // (web/e2e/api-docs.e2e.test.ts): Swagger UI's bundle names many URLs it never fetches.
    const document = (await t.app.fastify.inject('/api/openapi.json')).json();
    expect(document.servers).toEqual([{ url: '/' }]);
  });
});
