import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './web-app';

/** The build's compressed copies (web/build/precompress.ts) keep the file's own headers. */
const precompressedSuffix = /\.(br|gz)$/;

/**
 * The REST reference: Swagger UI reading /api/openapi.json, built apart from the web app into
 * web/dist/api-docs (web/api-docs/vite.config.ts). The page at /api/docs, its hashed files
 * under /api/docs/assets/ with long caching and their precompressed copies, as the app's.
 * Under the app's CSP as it is: the page has no inline script, and Swagger UI's inline
 * styles are already allowed for styled-components.
 */
export async function registerApiDocs(app: FastifyInstance, distDir: string): Promise<void> {
  const docsDir = path.join(distDir, 'api-docs');
  // Not built: /api/docs falls to the REST facade's ROUTE_NOT_FOUND like any unknown path.
  if (!fs.existsSync(path.join(docsDir, 'index.html'))) return;
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: docsDir,
      prefix: '/api/docs/',
      // One route per file found at start, the build being fixed: no directory walking.
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, sentPath) {
        reply.header(
          'cache-control',
          cacheControlFor(docsDir, sentPath.replace(precompressedSuffix, '')),
        );
      },
    });
    scope.get('/api/docs', (_request, reply) => reply.sendFile('index.html'));
  });
}
