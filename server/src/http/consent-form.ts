import type { FastifyInstance } from 'fastify';
import { consentCookie, preferenceCookieText } from '../modules/seo/visitor-preferences';
import { sendError } from './error-body';

/** Where the cookie banner's form posts to before the app has started (web/src/app/consent). */
export const consentFormPath = '/consent';

/** A path of this site to go back to; anything else (another origin, `//host`) goes home. */
function sitePath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
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
      return reply
        .header(
          'set-cookie',
          preferenceCookieText(consentCookie, form.allow, request.protocol === 'https'),
        )
        .redirect(sitePath(form.back), 303);
    });
  });
}
