import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { injectHead } from '../modules/seo/head-tags';
import type { PageMeta } from '../modules/seo/page-meta';
import { sendError } from './error-body';
import { injectRenderedPage, type RenderedPage } from './server-render';

/** What the build's compressed copies add to a file's name: its headers are the file's own. */
const precompressedSuffix = /\.(br|gz)$/;

/** Paths the web app's history-API fallback must never answer. */
const serverPrefixes = ['/api', '/graphql', '/media', '/health', '/ready', '/dev'];

/** A traveller page's metadata for a requested URL (path and query), null for other pages. */
export type PageMetaFor = (url: string) => Promise<PageMeta | null>;

/** A traveller page rendered with its content, or null: the shell, rendered in the browser. */
export type PageRenderFor = (
  request: FastifyRequest,
) => Promise<{ page: RenderedPage; language: 'en' | 'vn'; setCookie?: string } | null>;

/**
 * Serves the built web app: its files with long caching (Vite hashes their names), and
 * index.html for any other GET so client-side routes survive a reload. For a traveller page
 * `metaFor` knows, index.html carries the page's own head tags (title, canonical, Open Graph,
 * JSON-LD), so crawlers and link previews see them without running the app.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  metaFor: PageMetaFor = async () => null,
  renderFor: PageRenderFor = async () => null,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? fs.readFileSync(indexFile, 'utf8') : '';
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes its files compressed beside them (web/build/precompress.ts).
      preCompressed: true,
      setHeaders(reply, sentPath) {
        const filePath = sentPath.replace(precompressedSuffix, '');
        reply.header('cache-control', cacheControlFor(distDir, filePath));
        if (filePath.endsWith('.webmanifest'))
          reply.header('content-type', 'application/manifest+json; charset=utf-8');
      },
    });
  } else {
    app.log.warn({ distDir }, 'the web app is not built: run `npm run build`');
  }

  const preload = built ? preloadHeaders(distDir) : null;
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0];
    if (!built || serverPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) {
      return sendError(reply, 'NOT_FOUND', 'Not found');
    }
    const [meta, rendered] = await Promise.all([
      metaFor(request.url).catch((error: unknown): PageMeta | null => {
        // The database may be down: the page still works, with the shell's own head.
        request.log.warn({ err: error }, 'no page metadata');
        return null;
      }),
      // Its own failures end in null (server-render.ts): the shell is sent then.
      renderFor(request),
    ]);
    // A page rendered here shows its content before any script: the chunks would only compete
    // with its pictures for the connection (Lighthouse: the bike's photo came 0.6 s later).
    const link = preload && url !== '/' && !rendered ? (preload.forPath(url) ?? null) : null;
    if (link) reply.header('link', link);
    if (rendered?.setCookie) reply.header('set-cookie', rendered.setCookie);
    if (!meta && !rendered) return reply.sendFile('index.html');
    const withHead = meta ? injectHead(indexHtml, meta) : indexHtml;
    return reply
      .header('cache-control', cacheControlFor(distDir, indexFile))
      .type('text/html; charset=utf-8')
      .send(rendered ? injectRenderedPage(withHead, rendered.page, rendered.language) : withHead);
  });
}

/**
 * The build lists in preload.json the chunks every page but the landing page needs at once
 * (web/build/preload-list.ts): announced with those pages, they download alongside the entry
 * instead of after it. As module preloads: Chromium then also parses and compiles them off the
 * main thread, where a script preload left that to the screen's `import()`, one long task of
 * the main thread (about 90 ms on this machine for Apollo Client's chunk, traced).
 */
function preloadHeaders(distDir: string): { forPath(url: string): string | undefined } | null {
  try {
    const lists = JSON.parse(fs.readFileSync(path.join(distDir, 'preload.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const header = (files: unknown) =>
      Array.isArray(files)
        ? files
            .filter(
              (file): file is string =>
                typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file),
            )
            .map((file) => `<${file}>; rel=modulepreload`)
            .join(', ') || undefined
        : undefined;
    const pages = header(lists.pages);
    // The shop owners' and admins' pages need their own area's common code, not the traveller's.
    const shopowner = header(lists.shopowner) ?? pages;
    const dashboard = header(lists.dashboard) ?? pages;
    const within = (url: string, area: string) => url === area || url.startsWith(`${area}/`);
    return {
      forPath: (url) =>
        within(url, '/shopowner') ? shopowner : within(url, '/dashboard') ? dashboard : pages,
    };
  } catch {
    // An older build without the list: the pages work, only without the hint.
    return null;
  }
}

/** The service worker and its helpers at the root of the build: named, not hashed. */
const serviceWorkerFile = /^(sw\.js|push-sw\.js|registerSW\.js|workbox-[A-Za-z0-9_-]+\.js)$/;

/**
 * Vite puts content-hashed files under assets/. The shell, the service worker (a browser
 * checks it for updates at most once a day otherwise, and must see a new one at once) and the
 * web-app manifests must be revalidated every time.
 */
export function cacheControlFor(distDir: string, filePath: string): string {
  const relative = path.relative(distDir, filePath);
  const name = path.basename(filePath);
  if (path.dirname(relative).split(path.sep).includes('assets'))
    return 'public, max-age=31536000, immutable';
  if (name === 'index.html' || name.endsWith('.webmanifest')) return 'no-cache';
  if (relative === name && serviceWorkerFile.test(name)) return 'no-cache';
  return 'public, max-age=300';
}
