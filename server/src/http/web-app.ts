import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-body';

/** Paths the web app's history-API fallback must never answer. */
const serverPrefixes = ['/api', '/graphql', '/media', '/health', '/ready', '/dev'];

/**
 * Serves the built web app: its files with long caching (Vite hashes their names), and
 * index.html for any other GET so client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn({ distDir }, 'the web app is not built: run `npm run build`');
  }

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0];
    if (!built || serverPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) {
      return sendError(reply, 'NOT_FOUND', 'Not found');
    }
    return reply.sendFile('index.html');
  });
}

/** Vite puts content-hashed files under assets/; the shell must be revalidated every time. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  return 'public, max-age=300';
}
