import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../build/precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The REST reference (/api/docs): its own build into web/dist/api-docs, after the app's (whose
 * build empties web/dist), so that neither the app's chunks nor its service worker's precache
 * list carry any of it. The server serves it (server/src/http/api-docs.ts).
 */
export default defineConfig({
  root: here,
  base: '/api/docs/',
  plugins: [precompress()],
  cacheDir: process.env.VITE_CACHE_DIR
    ? `${process.env.VITE_CACHE_DIR}-api-docs`
    : path.join(here, '../node_modules/.vite-api-docs'),
  build: {
    outDir: path.join(here, '../dist/api-docs'),
    emptyOutDir: true,
    sourcemap: false,
    // Swagger UI comes as one prebuilt bundle of about 1.7 MB.
    chunkSizeWarningLimit: 2000,
  },
});
