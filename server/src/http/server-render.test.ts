import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/app';
import { ExpiringCache } from '../modules/seo/expiring-cache';
import { injectRenderedPage, sharingAnswers, type ExecuteQuery } from './server-render';

/**
 * The server's side of the traveller pages' server render, with a stand-in for the web build's
 * renderer (web/dist-ssr/serverEntry.cjs; the real one is checked in the browser tests,
 * web/e2e/found-and-shared.e2e.test.ts): what it renders lands in the page, and whatever goes
 * wrong in it, the visitor gets the shell, which the browser renders.
 */
const shell =
  '<!doctype html><html lang="en"><head><title>xemay</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const standIn = `
exports.renderPage = async ({ url, language, consent, execute, signal }) => {
  const path = url.split('?')[0];
  if (path === '/bikes/5') return { html: '<p>consent ' + consent + '</p>', styles: '', answersScript: '' };
  if (path === '/bikes/1') {
    const answer = await execute('query Probe { __typename }', {});
    return {
      html: '<h1>Rendered ' + language + ' ' + answer.data.__typename + '</h1>',
      styles: '<style data-styled="active">h1{color:red}</style>',
      answersScript: '<script type="application/json" id="server-answers">{}</script>',
    };
  }
  if (path === '/bikes/2') throw new Error('the page broke');
  if (path === '/bikes/3') return new Promise(() => undefined);
  if (path === '/bikes/4') return Promise.reject(new Error('a query failed'));
  return null;
};
`;

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-render-'));
  const distDir = path.join(root, 'dist');
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), shell);
  fs.writeFileSync(
    path.join(distDir, 'preload.json'),
    JSON.stringify({ pages: ['/assets/apollo-abc123.js'] }),
  );
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'serverEntry.cjs'), standIn);
  t = await startTestApp({ WEB_DIST_DIR: distDir, SERVER_RENDER_TIMEOUT_MS: '300' });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.fastify.inject({ method: 'GET', url });

describe('server-rendered pages', () => {
  it('puts the rendered page in the root, its styles in the head and its language on <html>', async () => {
    const response = await get('/bikes/1?lang=vn');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const body = response.body;
    // Its query ran in the server's own process, against the schema.
    expect(body).toContain('<div id="root"><h1>Rendered vn Query</h1></div>');
    expect(body).toContain('<script type="application/json" id="server-answers">{}</script>');
    expect(body.indexOf('<style data-styled')).toBeLessThan(body.indexOf('</head>'));
    expect(body).toMatch(/<html lang="vi"/);
  });

  it.each([
    ['the language cookie', { cookie: 'appLang=vn' }, 'vn'],
    ["the browser's languages", { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' }, 'vn'],
    ['the address over the cookie', { cookie: 'appLang=vn' }, 'en', '?lang=en'],
  ])('renders in the language of %s', async (_source, headers, language, query = '') => {
    const response = await t.app.fastify.inject({
      method: 'GET',
      url: `/bikes/1${query}`,
      headers,
    });
    expect(response.body).toContain(`<h1>Rendered ${language} Query</h1>`);
  });

  it('keeps the language the address named for the next pages, and no other', async () => {
    expect((await get('/bikes/1?lang=vn')).headers['set-cookie']).toBe(
      'appLang=vn; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    const fromHeader = await t.app.fastify.inject({
      method: 'GET',
      url: '/bikes/1',
      headers: { 'accept-language': 'vi' },
    });
    expect(fromHeader.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['allowed all', 'cookieConsent=true', 'true'],
    ['refused', 'cookieConsent=false', 'false'],
    ['not answered yet', '', 'null'],
  ])('renders the cookie banner as the visitor %s it', async (_answer, cookie, given) => {
    const headers = cookie ? { cookie } : {};
    const response = await t.app.fastify.inject({ method: 'GET', url: '/bikes/5', headers });
    expect(response.body).toContain(`<p>consent ${given}</p>`);
  });

  it('leaves a page priced in another currency than dong to the browser', async () => {
    const response = await t.app.fastify.inject({
      method: 'GET',
      url: '/bikes/1',
      headers: { cookie: 'currency=eur' },
    });
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("announces the app's chunks only with the shell: a rendered page's pictures come first", async () => {
    expect((await get('/bikes/1')).headers.link).toBeUndefined();
    expect((await get('/bikes/2')).headers.link).toBe(
      '</assets/apollo-abc123.js>; rel=modulepreload',
    );
  });

  it('starts the app only after the content, with the one inline script the CSP allows', async () => {
    const response = await get('/bikes/1');
    expect(response.body).not.toContain('<script type="module"');
    const starter =
      /<script data-entry="([^"]*)" data-modules="[^"]*">([^<]*)<\/script><\/body>/.exec(
        response.body,
      );
    expect(starter?.[1]).toBe('/assets/index.js');
    const hash = createHash('sha256')
      .update(starter?.[2] ?? '')
      .digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(response.headers['content-security-policy']).not.toContain("unsafe-inline'; script");
  });

  it.each([
    ['throws', '/bikes/2'],
    ['never finishes', '/bikes/3'],
    ['rejects', '/bikes/4'],
  ])('sends the shell when the render %s', async (_how, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('/assets/index.js');
    expect(response.body).not.toContain('server-answers');
  });

  it('sends the shell for pages the renderer does not render', async () => {
    const response = await get('/verify?token=x');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('injectRenderedPage', () => {
  it("announces the page's first high-priority picture first in the head, as the page asks for it", () => {
    const html =
      '<img src="/media/image?url=a&amp;w=64" alt=""/><img src="/media/image?url=b&amp;w=640" srcSet="/media/image?url=b&amp;w=384 384w, /media/image?url=b&amp;w=640 640w" sizes="(max-width: 450px) 100vw, 418px" loading="eager" fetchPriority="high"/>';
    const page = { html, styles: '', answersScript: '' };
    const withViewport = shell.replace('<head>', '<head><meta name="viewport" content="x" />');
    const sent = injectRenderedPage(withViewport, page, 'en');
    expect(sent).toContain(
      '<meta name="viewport" content="x" />\n    <link rel="preload" as="image" href="/media/image?url=b&amp;w=640" imagesrcset="/media/image?url=b&amp;w=384 384w, /media/image?url=b&amp;w=640 640w" imagesizes="(max-width: 450px) 100vw, 418px" fetchpriority="high">',
    );
  });

  it('announces no picture for a page without a high-priority one', () => {
    const page = { html: '<img src="/a.png" loading="lazy"/>', styles: '', answersScript: '' };
    expect(injectRenderedPage(shell, page, 'en')).not.toContain('rel="preload"');
  });

  it('leaves a shell without an empty root alone', () => {
    const page = { html: '<p>x</p>', styles: '<style></style>', answersScript: '' };
    expect(injectRenderedPage('<html lang="en"><body></body></html>', page, 'vn')).toBe(
      '<html lang="en"><body></body></html>',
    );
  });

  it('keeps `$` sequences of the page as they are', () => {
    const page = { html: "<p>$& $1 $'</p>", styles: '', answersScript: '' };
    expect(injectRenderedPage(shell, page, 'en')).toContain("<p>$& $1 $'</p>");
  });
});

describe('sharingAnswers', () => {
  it('keeps shared answers without errors, and asks again for the rest', async () => {
    const asked: string[] = [];
    const execute: ExecuteQuery = async (query) => {
      asked.push(query);
      return query === 'broken' ? { errors: [{ message: 'no' }] } : { data: { query } };
    };
    const shared = sharingAnswers(execute, new ExpiringCache({ ttlMs: 60_000, maxEntries: 10 }));
    await shared('cities', {}, { shared: true });
    expect(await shared('cities', {}, { shared: true })).toEqual({ data: { query: 'cities' } });
    await shared('search', {});
    await shared('search', {});
    await expect(shared('broken', {}, { shared: true })).rejects.toThrow('no');
    await expect(shared('broken', {}, { shared: true })).rejects.toThrow('no');
    expect(asked).toEqual(['cities', 'search', 'search', 'broken', 'broken']);
  });
});
