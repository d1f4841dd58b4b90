import type { FastifyInstance } from 'fastify';
import { consentCookie, preferenceCookieText } from '../modules/seo/visitor-preferences';
import { sendError } from './error-body';

/** Where the cookie banner's form posts to before the app has started (web/src/app/consent). */
export const consentFormPath = '/consent';

/** Any origin stands for this site's: only where the parsed URL lands matters. */
const siteOrigin = 'http://xemay.invalid';

/**
 * Control characters (a tab or CR/LF that browsers drop or that would split the header) and
 * characters beyond Latin-1 (which no header can carry) are refused rather than repaired.
 */
function hasUnsafeCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code > 0xff) return true;
  }
  return false;
}

/**
 * Where to go back to: `back` parsed as a browser would against this site, kept only when it
 * lands on this site (path, query and fragment); anything else (another origin, `//host`,
 * `/\t/host`, `javascript:`) goes home. Null when `back` holds characters refused above.
 */
function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return '/';
  if (hasUnsafeCharacters(value)) return null;
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return '/';
  }
  return url.origin === siteOrigin ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/**
 * The cookie banner is in a server-rendered page's HTML, and a visitor may answer it before
 * the app has started: its buttons then submit a plain form here, which keeps the answer in
 * the `cookieConsent` cookie (as the app keeps it, and the app takes it at its next start) and
 * sends the visitor back to the page. Public: anyone may answer for their own browser.
 */
export async function registerConsentForm(fastify: FastifyInstance): Promise<void> {
  await fastify.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(consentFormPath, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      if (form.allow !== 'true' && form.allow !== 'false')
        return sendError(reply, 'BAD_USER_INPUT', 'allow must be "true" or "false"', {
          allow: 'must be "true" or "false"',
        });
      const back = sitePath(form.back);
      if (back === null)
        return sendError(reply, 'BAD_USER_INPUT', 'back must be a path of this site', {
          back: 'must not contain control characters or characters beyond Latin-1',
        });
      return reply
        .header(
          'set-cookie',
          preferenceCookieText(consentCookie, form.allow, request.protocol === 'https'),
        )
        .redirect(back, 303);
    });
  });
}
