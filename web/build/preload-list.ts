import type { Plugin } from 'vite';

/** The chunks every page but the landing page needs at once: Apollo Client, the screens' common code. */
const pageChunks = ['apollo', 'shared'];

/**
 * Writes preload.json, the chunks the server announces in a Link header with every page but
 * the landing page (server/src/http/web-app.ts): they then download alongside the entry
 * instead of once it has run and asked for them.
 */
export function writePreloadList(): Plugin {
  return {
    name: 'xemay:preload-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((chunk) => chunk.type === 'chunk' && pageChunks.includes(chunk.name))
        .map((chunk) => `/${chunk.fileName}`);
      if (files.length !== pageChunks.length)
        this.error(`Expected the chunks ${pageChunks.join(', ')}, found ${files.join(', ')}`);
      this.emitFile({
        type: 'asset',
        fileName: 'preload.json',
        source: JSON.stringify({ pages: files }),
      });
    },
  };
}
