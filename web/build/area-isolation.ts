import type { Plugin } from 'vite';

const ownerCode = /\/web\/src\/shopowner\//;
const adminCode = /\/web\/src\/admin\//;
const travellerCode = /\/web\/src\/traveller\//;
/** The REST reference (/api/docs): a build of its own, web/api-docs/vite.config.ts. */
const apiDocsCode = /\/(web\/api-docs|node_modules\/swagger-ui-dist)\//;
/** An area's routes: paths and `import()` calls, in the entry on purpose (every area's are). */
const areaRoutes = /\/web\/src\/(shopowner|admin)\/routes\.ts$/;
/** GraphiQL and the charts: the admins' area's alone (they may sit in chunks of their own). */
const adminLibraries = /\/node_modules\/(graphiql|@graphiql|recharts|chart\.js|d3-[\w-]+)\//;

/**
 * Fails the build when shop-owner or admin code could reach another area's page (DESIGN.md 5:
 * nothing of one area loads in another): in the entry, in a chunk with another area's code, or
 * in the chunks every page loads (the framework, the shell, the kit, the traveller's shared
 * code); nor the admins' libraries (GraphiQL, the charts). Nor may any chunk of the app carry
 * the REST reference (Swagger UI): it has a build of its own.
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
        const everyPage =
          chunk.isEntry || ['framework', 'shell', 'kit', 'shared'].includes(chunk.name);
        const has = (code: RegExp) =>
          chunk.moduleIds.filter((id) => code.test(id) && !areaRoutes.test(id));
        const [owner, admin, traveller] = [has(ownerCode), has(adminCode), has(travellerCode)];
        const adminOnly = [...admin, ...has(adminLibraries)];
        if (owner.length > 0 && (everyPage || traveller.length > 0))
          this.error(
            `Shop-owner code in ${chunk.fileName}, which traveller pages load: ${owner
              .slice(0, 3)
              .join(', ')}`,
          );
        if (adminOnly.length > 0 && (everyPage || traveller.length > 0 || owner.length > 0))
          this.error(
            `Admin code in ${chunk.fileName}, which traveller or owner pages load: ${adminOnly
              .slice(0, 3)
              .join(', ')}`,
          );
      }
    },
  };
}
