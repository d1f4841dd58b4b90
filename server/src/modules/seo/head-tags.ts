import { hreflangOf, ogLocaleOf } from './page-language';
import type { PageMeta } from './page-meta';
import { escapeXml } from './xml-text';

/**
 * JSON for a `<script type="application/ld+json">`: `<` escaped, so no text in it can end the
 * script element (or open a comment) early. Still valid JSON.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's `<head>` tags: title, description, canonical, alternates, Open Graph, Twitter, JSON-LD. */
export function headTags(meta: PageMeta): string {
  const attr = escapeXml;
  const metaTag = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}" />`;
  const other = meta.language === 'vn' ? 'en' : 'vn';
  const tags = [
    `<title>${attr(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    ...(meta.noIndex ? [metaTag('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${attr(meta.canonical)}" />`,
    ...meta.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${attr(href)}" />`,
    ),
    metaTag('property', 'og:site_name', 'xemay'),
    metaTag('property', 'og:type', meta.openGraphType),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:url', meta.canonical),
    metaTag('property', 'og:locale', ogLocaleOf[meta.language]),
    metaTag('property', 'og:locale:alternate', ogLocaleOf[other]),
    ...(meta.image ? [metaTag('property', 'og:image', meta.image)] : []),
    metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    ...(meta.image ? [metaTag('name', 'twitter:image', meta.image)] : []),
    ...meta.structuredData.map(
      (data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`,
    ),
  ];
  return tags.map((tag) => `    ${tag}`).join('\n');
}

const titleElement = /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\n?/i;
const descriptionElement = /[ \t]*<meta\s+name="description"[\s\S]*?\/?>[ \t]*\n?/i;
const htmlLang = /<html([^>]*)\slang="[^"]*"/i;

/**
 * The built index.html with a page's head tags in place of its own title and description,
 * and the page's language on `<html>`. The rest of the shell is left as the build made it.
 */
export function injectHead(indexHtml: string, meta: PageMeta): string {
  const withoutDefaults = indexHtml.replace(titleElement, '').replace(descriptionElement, '');
  const withLang = withoutDefaults.replace(htmlLang, `<html$1 lang="${hreflangOf[meta.language]}"`);
  const at = withLang.search(/<\/head>/i);
  if (at < 0) return withLang;
  return `${withLang.slice(0, at).trimEnd()}\n${headTags(meta)}\n  ${withLang.slice(at)}`;
}
