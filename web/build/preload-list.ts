import type { Plugin } from 'vite';

/**
 * The chunks every page but the landing page needs at once: Apollo Client, the kit, and, on
 * the traveller's pages, the common code of their screens (`pages`). The shop owners' and the
 * admins' screens share theirs in chunks the bundler cuts by what each screen imports
 * (`shopowner`, `dashboard`): a page loads only the area's code it uses.
 */
const chunksByArea = {
  pages: ['apollo', 'kit', 'shared'],
  shopowner: ['apollo', 'kit'],
  dashboard: ['apollo', 'kit'],
};

/**
 * Writes preload.json, the chunks the server announces in a Link header with every page but
 * the landing page, per area (server/src/http/web-app.ts): they then download alongside the
 * entry instead of once it has run and asked for them.
 */
export function writePreloadList(): Plugin {
  return {
    name: 'xemay:preload-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const lists = Object.entries(chunksByArea).map(([area, names]) => {
        const files = names.map((name) => {
          const chunk = Object.values(bundle).find(
            (file) => file.type === 'chunk' && file.name === name,
          );
          if (!chunk) this.error(`Expected a chunk named ${name} for ${area}`);
          return `/${chunk.fileName}`;
        });
        return [area, files];
      });
      this.emitFile({
        type: 'asset',
        fileName: 'preload.json',
        source: JSON.stringify(Object.fromEntries(lists)),
      });
    },
  };
}
