import { SaxesParser, type SaxesTagNS } from 'saxes';

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';
/** W3C Datetime, as the protocol asks for lastmod. */
const w3cDatetime = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

export interface ParsedSitemap {
  urls: { loc: string; lastmod?: string; alternates: { hreflang: string; href: string }[] }[];
  problems: string[];
}

/**
 * Reads a sitemap with a strict, namespace-aware XML parser (any well-formedness error throws)
 * and checks it against the sitemap protocol 0.9 (sitemaps.org) and Google's hreflang
 * extension: root `urlset` in the protocol's namespace, each `url` with one `loc` first, an
 * optional W3C-datetime `lastmod`, nothing else of the protocol's but changefreq and priority,
 * `xhtml:link rel=alternate hreflang href`; at most 50,000 URLs and 50 MB; each `loc` an
 * absolute URL on `origin`, at most 2,048 characters.
 */
export function readSitemap(xml: string, origin: string): ParsedSitemap {
  const problems: string[] = [];
  const urls: ParsedSitemap['urls'] = [];
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  let text = '';
  let current: ParsedSitemap['urls'][number] | null = null;
  let childIndex = 0;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const parent = path[path.length - 1];
    path.push(tag.local);
    text = '';
    if (path.length === 1) {
      if (tag.local !== 'urlset' || tag.uri !== sitemapNamespace)
        problems.push(`the root is {${tag.uri}}${tag.local}, not the protocol's urlset`);
      return;
    }
    if (parent === 'urlset') {
      if (tag.local !== 'url' || tag.uri !== sitemapNamespace)
        problems.push(`urlset holds {${tag.uri}}${tag.local}`);
      current = { loc: '', alternates: [] };
      childIndex = 0;
      return;
    }
    if (parent === 'url' && current) {
      childIndex += 1;
      if (tag.uri === xhtmlNamespace && tag.local === 'link') {
        const attr = (name: string) => tag.attributes[name]?.value;
        if (attr('rel') !== 'alternate' || !attr('hreflang') || !attr('href'))
          problems.push('an xhtml:link lacks rel=alternate, hreflang or href');
        current.alternates.push({ hreflang: attr('hreflang') ?? '', href: attr('href') ?? '' });
      } else if (tag.uri !== sitemapNamespace) problems.push(`url holds {${tag.uri}}${tag.local}`);
      else if (tag.local === 'loc' && childIndex !== 1) problems.push('loc is not first in url');
      else if (!['loc', 'lastmod', 'changefreq', 'priority'].includes(tag.local))
        problems.push(`url holds ${tag.local}`);
      return;
    }
    problems.push(`unexpected ${tag.local} in ${parent}`);
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag: SaxesTagNS) => {
    path.pop();
    if (!current) return;
    if (tag.local === 'loc') current.loc = text.trim();
    if (tag.local === 'lastmod') current.lastmod = text.trim();
    if (tag.local === 'url') {
      if (!current.loc) problems.push('a url has no loc');
      urls.push(current);
      current = null;
    }
  });
  parser.write(xml).close();

  if (urls.length > 50_000) problems.push(`${urls.length} URLs, over 50,000`);
  if (Buffer.byteLength(xml) > 50 * 1024 * 1024) problems.push('over 50 MB');
  for (const { loc, lastmod, alternates } of urls) {
    if (!loc.startsWith(`${origin}/`)) problems.push(`${loc} is not on ${origin}`);
    if (loc.length > 2048) problems.push(`${loc.slice(0, 40)}… is over 2,048 characters`);
    try {
      new URL(loc);
    } catch {
      problems.push(`${loc} is not a URL`);
    }
    if (lastmod !== undefined && !w3cDatetime.test(lastmod))
      problems.push(`${loc}: lastmod ${lastmod} is not a W3C datetime`);
    for (const { href } of alternates)
      if (!href.startsWith(`${origin}/`)) problems.push(`${href} is not on ${origin}`);
  }
  return { urls, problems };
}
