import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(js|css|html|svg|json|webmanifest)$/;

/** Below this, the headers weigh more than what compression saves. */
const minimumSize = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes each file of the build compressed beside it (`.br`, `.gz`), at the highest levels,
 * which take too long to run per request: the server sends these (server/src/http/web-app.ts),
 * about 13% smaller in Brotli than what it compresses on the fly.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'xemay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the service worker is written.
      order: 'post',
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => compressible.test(file));
        await Promise.all(
          files.map(async (file) => {
            const content = await fs.readFile(file);
            if (content.length < minimumSize) return;
            const brotliOptions = {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            };
            await fs.writeFile(`${file}.br`, await brotli(content, brotliOptions));
            await fs.writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
          }),
        );
      },
    },
  };
}
