import { createHash } from 'node:crypto';

/**
 * A server-rendered page is readable before any script runs: its app (the hydration, which
 * makes it interactive) is fetched once the content has painted, the frame after it is parsed.
 * The page's first picture, announced at the top of the head, is on its way before the app's
 * 200 KB of scripts (Lighthouse counted those, asked for with the head, as blocking the
 * page's largest paint). Not later than that: until the app runs, the page's buttons do nothing.
 *
 * The starter is an inline script, allowed by the CSP through its hash (never
 * `unsafe-inline`); what differs per build (the entry and its chunks) goes in its data
 * attributes, so the text, and the hash, never change.
 */
export const appStarterSource = [
  '(function(){',
  'var me=document.currentScript;',
  'function start(){',
  "me.getAttribute('data-modules').split(' ').forEach(function(href){if(!href)return;",
  "var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link);});",
  "var app=document.createElement('script');app.type='module';app.crossOrigin='';app.src=me.getAttribute('data-entry');document.head.appendChild(app);}",
  "if(document.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start,0);});",
  '})();',
].join('');

/** The starter's hash, for the CSP's `script-src`. */
export const appStarterHash = `'sha256-${createHash('sha256').update(appStarterSource).digest('base64')}'`;

const entryScript = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/i;
const modulePreload = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/gi;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell's app scripts (its entry and the chunks it preloads) taken out of the page and
 * handed to the starter, placed at the end of the body. A page without an entry is left as it is.
 */
export function startAppAfterContent(html: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry || !html.includes('</body>')) return html;
  const modules = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const starter = `<script data-entry="${escapeAttribute(entry)}" data-modules="${escapeAttribute(
    modules.join(' '),
  )}">${appStarterSource}</script>`;
  const withoutScripts = html.replace(entryScript, '').replace(modulePreload, '');
  const at = withoutScripts.lastIndexOf('</body>');
  return `${withoutScripts.slice(0, at)}${starter}${withoutScripts.slice(at)}`;
}
