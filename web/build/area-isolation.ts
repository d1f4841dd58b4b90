import type { Plugin } from 'vite';

const ownerCode = /\/web\/src\/shopowner\//;
const travellerCode = /\/web\/src\/traveller\//;
/** The REST reference (/api/docs): a build of its own, web/api-docs/vite.config.ts. */
const apiDocsCode = /\/(web\/api-docs|node_modules\/swagger-ui-dist)\//;
/** The owner routes: paths and `import()` calls, in the entry on purpose (every area's are). */
const ownerRoutes = /\/web\/src\/shopowner\/routes\.ts$/;

/**
 * Fails the build when shop-owner code could reach a traveller's page (DESIGN.md 5: nothing
 * of one area loads in another): in the entry, in a chunk with traveller code, or in the
 * chunks every page loads (the shell, the kit, the traveller's shared code). Nor may any
 * chunk of the app carry the REST reference (Swagger UI): it has a build of its own.
 */
export function checkAreaIsolation(): Plugin {
  return {
    name: 'xemay:area-isolation',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const apiDocs = chunk.moduleIds.find((id) => apiDocsCode.test(id));
        if (apiDocs)
          this.error(`The REST reference's code in the app's ${chunk.fileName}: ${apiDocs}`);
        const owner = chunk.moduleIds.filter((id) => ownerCode.test(id) && !ownerRoutes.test(id));
        if (owner.length === 0) continue;
        const everyPage = chunk.isEntry || ['shell', 'kit', 'shared'].includes(chunk.name);
        const mixed = chunk.moduleIds.some((id) => travellerCode.test(id));
        if (everyPage || mixed)
          this.error(
            `Shop-owner code in ${chunk.fileName}, which traveller pages load: ${owner
              .slice(0, 3)
              .join(', ')}`,
          );
      }
    },
  };
}
