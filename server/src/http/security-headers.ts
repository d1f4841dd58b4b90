import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { tileImageSource } from '../config';
import { appStarterHash } from './app-after-content';

/** One year, as helmet's default. */
const hstsMaxAgeSeconds = 31_536_000;

/**
 * Security headers on every response. The two that force HTTPS, CSP
 * `upgrade-insecure-requests` and `Strict-Transport-Security`, go only to requests that came
 * over HTTPS: directly, or per `X-Forwarded-Proto` from a trusted proxy (`request.protocol`
 * honours it only with TRUST_PROXY). Over plain HTTP they would make the app unusable on any
 * host but localhost (the browser would upgrade every script and picture request).
 */
export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  settings: { mapTileUrl: string },
): Promise<void> {
  const directives = {
    defaultSrc: ["'self'"],
    // Map tiles come from the configured tile server.
    imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(settings.mapTileUrl)],
    // styled-components injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The server-rendered pages' one inline script, which starts the app (app-after-content.ts).
    scriptSrc: ["'self'", appStarterHash],
    connectSrc: ["'self'"],
  };
  const overHttp: FastifyHelmetOptions = {
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
    // Browsers ignore (and log an error for) these on an origin that is not trustworthy.
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
  };
  const overHttps: FastifyHelmetOptions = {
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: [] } },
    strictTransportSecurity: { maxAge: hstsMaxAgeSeconds, includeSubDomains: true },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    originAgentCluster: true,
  };
  // Not global: the hook below applies one configuration or the other to every request.
  await fastify.register(fastifyHelmet, { ...overHttp, global: false });
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.helmet(overHttps);
    else reply.helmet();
  });
}
