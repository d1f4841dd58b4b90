import type { Plugin } from 'vite';

const ownerCode = /\/web\/src\/shopowner\//;
const adminCode = /\/web\/src\/admin\//;
const travellerCode = /\/web\/src\/traveller\//;
/** The REST reference (/api/docs): a build of its own, web/api-docs/vite.config.ts. */
const apiDocsCode = /\/(web\/api-docs|node_modules\/swagger-ui-dist)\//;
/** An area's routes: paths and `import()` calls, in the entry on purpose (every area's are). */
const areaRoutes = /\/web\/src\/(shopowner|admin)\/routes\.ts$/;
/** recharts and what only it brings (d3's parts, victory-vendor, Redux Toolkit and its store…). */
const chartLibrary = new RegExp(
  '/node_modules/(' +
    [
      'recharts',
      'd3-[\\w-]+',
      'internmap',
      'victory-vendor',
      '@reduxjs/toolkit',
      'react-redux',
      'redux',
      'redux-thunk',
      'reselect',
      'es-toolkit',
      'decimal\\.js-light',
      'tiny-invariant',
    ].join('|') +
    ')/',
);
/** The one module that imports the chart library, loaded on demand by ChartFigure. */
const chartModule = /\/web\/src\/admin\/ui\/chart\/Chart\.tsx$/;
/** GraphiQL and the charts: the admins' area's alone (they may sit in chunks of their own). */
const adminLibraries = /\/node_modules\/(graphiql|@graphiql|chart\.js)\//;

/**
 * Fails the build when shop-owner or admin code could reach another area's page (DESIGN.md 5:
 * nothing of one area loads in another): in the entry, in a chunk with another area's code, or
 * in the chunks every page loads (the framework, the shell, the kit, the traveller's shared
 * code); nor the admins' libraries (GraphiQL, the charts). The chart library lives in the chunk
 * of admin/ui/chart/Chart.tsx alone, which only a screen showing a chart loads. Nor may any
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
        const everyPage =
          chunk.isEntry || ['framework', 'shell', 'kit', 'shared'].includes(chunk.name);
        const has = (code: RegExp) =>
          chunk.moduleIds.filter((id) => code.test(id) && !areaRoutes.test(id));
        const [owner, admin, traveller] = [has(ownerCode), has(adminCode), has(travellerCode)];
        const chartCode = has(chartLibrary);
        if (chartCode.length > 0 && !chartModule.test(chunk.facadeModuleId ?? ''))
          this.error(
            `The chart library in ${chunk.fileName}, not in the chart's own chunk (admin/ui/chart/Chart.tsx): ${chartCode
              .slice(0, 3)
              .join(', ')}`,
          );
        const adminOnly = [...admin, ...has(adminLibraries), ...chartCode];
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
