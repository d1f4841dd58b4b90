import { alternatesOf, pageAddress, type PageLanguage } from './page-language';
import type { SitemapPage } from './seo.service';
import { escapeXml } from './xml-text';

const languages: PageLanguage[] = ['en', 'vn'];

/**
 * The sitemap (sitemaps.org protocol 0.9): each page in each language, as its own `<url>`
 * with the page's `hreflang` alternates (Google's localized-versions sitemap extension).
 */
export function renderSitemap(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) =>
    languages.map((language) => {
      const lastmod = page.lastModified
        ? `\n    <lastmod>${page.lastModified.toISOString()}</lastmod>`
        : '';
      const links = alternatesOf(origin, page.path)
        .map(
          ({ hreflang, href }) =>
            `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
        )
        .join('');
      return `  <url>\n    <loc>${escapeXml(pageAddress(origin, page.path, language))}</loc>${lastmod}${links}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
