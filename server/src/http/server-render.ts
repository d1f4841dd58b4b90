import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpiringCache } from '../modules/seo/expiring-cache';
import { hreflangOf } from '../modules/seo/page-language';
import { startAppAfterContent } from './app-after-content';

/** What the web app's renderer answers (web/src/traveller/ssr/serverEntry.tsx, built to web/dist-ssr). */
export interface RenderedPage {
  html: string;
  styles: string;
  answersScript: string;
}

export interface GraphQLAnswer {
  data?: unknown;
  errors?: readonly { message: string }[];
}

/** `shared`: an answer the same for every visitor and trip, which may be kept a while. */
export type ExecuteQuery = (
  query: string,
  variables: Record<string, unknown>,
  options?: { shared?: boolean },
) => Promise<GraphQLAnswer>;

/**
 * The renderer's queries, with the shared ones (the trip cities, the landing page's: public,
 * independent of the visitor and of dates) kept in `cache` (PAGE_CACHE_SECONDS, as the head
 * tags): the search page then reads only its search. An answer with errors is not kept.
 */
export function sharingAnswers(
  execute: ExecuteQuery,
  cache: ExpiringCache<GraphQLAnswer>,
): ExecuteQuery {
  return (query, variables, options) =>
    options?.shared
      ? cache.get(`${query}\n${JSON.stringify(variables)}`, async () => {
          const answer = await execute(query, variables);
          if (answer.errors?.length) throw new Error(answer.errors[0].message);
          return answer;
        })
      : execute(query, variables);
}

export interface PageRenderRequest {
  /** Path and query, as requested. */
  url: string;
  language: 'en' | 'vn';
  /** The visitor's answer to the cookie banner (null: the page shows it). */
  consent: boolean | null;
  execute: ExecuteQuery;
  signal?: AbortSignal;
}

/** null: a page the renderer does not render (the browser does). */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | null>;

/** The web build's renderer beside the app's files (`web/dist` → `web/dist-ssr`). */
export function serverRendererFile(distDir: string): string {
  return path.join(path.dirname(distDir), `${path.basename(distDir)}-ssr`, 'serverEntry.cjs');
}

/** The built renderer, or null when the build has none (the pages are then rendered in the browser). */
export function loadServerRenderer(file: string, log: FastifyBaseLogger): RenderPage | null {
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'no server renderer: traveller pages are rendered in the browser');
    return null;
  }
  try {
    const loaded = createRequire(__filename)(file) as { renderPage?: RenderPage };
    return typeof loaded.renderPage === 'function' ? loaded.renderPage : null;
  } catch (error) {
    log.error({ err: error, file }, 'the server renderer does not load');
    return null;
  }
}

/**
 * Renders a page with a time limit; any failure (a thrown error, a rejected promise, a render
 * past the limit) gives null, and the visitor gets the shell, which the browser renders.
 */
export async function renderWithin(
  render: RenderPage,
  request: Omit<PageRenderRequest, 'signal'>,
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<RenderedPage | null> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`server render took over ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([render({ ...request, signal: controller.signal }), timeout]);
  } catch (error) {
    log.warn({ err: error, url: request.url }, 'server render failed: sending the shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const emptyRoot = /<div id="root"><\/div>/;
const htmlLang = /<html([^>]*)\slang="[^"]*"/i;

const firstPriorityImage = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i;

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
}

/**
 * The page's first high-priority picture (its largest element: the search's first bike, the
 * bike's photo), announced first thing in the head: it is then asked for before the app's
 * scripts, instead of after them and behind them on the connections.
 */
export function picturePreload(html: string): string {
  const image = firstPriorityImage.exec(html)?.[0];
  const src = image && attribute(image, 'src');
  if (!image || !src) return '';
  const srcSet = attribute(image, 'srcSet');
  const sizes = attribute(image, 'sizes');
  return `<link rel="preload" as="image" href="${src}"${srcSet ? ` imagesrcset="${srcSet}"` : ''}${
    sizes ? ` imagesizes="${sizes}"` : ''
  } fetchpriority="high">`;
}

/** The shell with the rendered page in its root, the page's styles in its head. */
export function injectRenderedPage(
  shellHtml: string,
  page: RenderedPage,
  language: 'en' | 'vn',
): string {
  if (!emptyRoot.test(shellHtml)) return shellHtml;
  const withRoot = startAppAfterContent(shellHtml).replace(
    emptyRoot,
    () => `<div id="root">${page.html}</div>${page.answersScript}`,
  );
  const withLang = withRoot.replace(htmlLang, `<html$1 lang="${hreflangOf[language]}"`);
  const preload = picturePreload(page.html);
  const withPreload = preload
    ? // After the viewport, which the picture's sizes are read against.
      withLang.replace(/<meta name="viewport"[^>]*>/i, (viewport) => `${viewport}\n    ${preload}`)
    : withLang;
  const at = withPreload.search(/<\/head>/i);
  if (at < 0) return withPreload;
  return `${withPreload.slice(0, at)}${page.styles}${withPreload.slice(at)}`;
}
