import type { FastifyInstance } from 'fastify';
import { ExpiringCache } from '../modules/seo/expiring-cache';
import { renderRobots } from '../modules/seo/robots';
import { renderSitemap } from '../modules/seo/sitemap';
import type { SeoService } from '../modules/seo/seo.service';

/** How long crawlers and caches may keep robots.txt (a day) and the sitemap (an hour). */
const robotsCache = 'public, max-age=86400';
const sitemapCache = 'public, max-age=3600';

/**
 * `/robots.txt` and `/sitemap.xml`, on the public origin (PUBLIC_URL). The sitemap is kept
 * `cacheSeconds` (public data, the same for everyone; a page added shows in it after that).
 */
export function registerSeo(
  fastify: FastifyInstance,
  options: { seo: SeoService; publicUrl: string; cacheSeconds: number },
): void {
  const origin = new URL(options.publicUrl).origin;
  const robots = renderRobots(origin);
  const sitemap = new ExpiringCache<string>({ ttlMs: options.cacheSeconds * 1000, maxEntries: 1 });
  fastify.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', robotsCache).type('text/plain; charset=utf-8').send(robots),
  );
  fastify.get('/sitemap.xml', async (_request, reply) => {
    const xml = await sitemap.get('sitemap', async () =>
      renderSitemap(origin, await options.seo.sitemapPages()),
    );
    return reply
      .header('cache-control', sitemapCache)
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
}
