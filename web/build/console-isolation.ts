import type { Plugin } from 'vite';

/** GraphiQL and what only it brings: Monaco, its GraphQL mode, the prettier it formats with. */
const consoleLibraries =
  /\/node_modules\/(graphiql|@graphiql\/[\w-]+|monaco-editor|monaco-graphql|graphql-language-service|prettier|markdown-it|framer-motion|@radix-ui\/[\w-]+)\//;
/** The console's own code (web/src/admin/console). */
const consoleCode = /\/web\/src\/admin\/console\//;
/** The app's code of every other screen (traveller, owner, other admin screens, the shell). */
const otherAppCode = /\/web\/src\/(?!admin\/console\/|gql\/)/;
/** The chunks the bundler groups for many pages (vite.config.ts `codeSplitting.groups`). */
const sharedGroups = ['framework', 'apollo', 'shell', 'kit', 'shared'];

/**
 * Fails the build when GraphiQL (about 1 MB of JavaScript gzipped with Monaco) could load
 * anywhere but on the admins' GraphQL console (/dashboard/graphql): in the entry, in a chunk
 * many pages share, in a chunk with another screen's code, or in a chunk that another
 * screen's chunk imports statically (it would then load with that screen).
 */
export function checkConsoleIsolation(): Plugin {
  return {
    name: 'xemay:console-isolation',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
      const consoleChunks = new Set(
        chunks
          .filter((chunk) =>
            chunk.moduleIds.some((id) => consoleLibraries.test(id) || consoleCode.test(id)),
          )
          .map((chunk) => chunk.fileName),
      );
      for (const chunk of chunks) {
        if (consoleChunks.has(chunk.fileName)) {
          const library = chunk.moduleIds.find((id) => consoleLibraries.test(id));
          const other = chunk.moduleIds.find((id) => otherAppCode.test(id));
          if (library && (chunk.isEntry || sharedGroups.includes(chunk.name)))
            this.error(`GraphiQL's code in ${chunk.fileName}, which many pages load: ${library}`);
          if (library && other)
            this.error(`GraphiQL's code in ${chunk.fileName}, with another screen's: ${other}`);
          continue;
        }
        const loadsConsole = chunk.imports.find((file) => consoleChunks.has(file));
        if (loadsConsole)
          this.error(`${chunk.fileName} imports the GraphQL console's ${loadsConsole} statically`);
      }
    },
  };
}
