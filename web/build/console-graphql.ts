import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * GraphiQL's packages, which import `graphql` for their own schema work, the console's code,
 * and the libraries GraphiQL's dialogs use that import `tslib` (react-remove-scroll, use-sidecar).
 */
const consoleLibraries =
  /\/(node_modules\/(graphiql|@graphiql\/[\w-]+|monaco-graphql|graphql-language-service|react-remove-scroll|use-sidecar)|web\/src\/admin\/console)\//;
const copy = '?graphql-console';

/**
 * GraphiQL (the admins' GraphQL console) gets its own copy of `graphql` (and of `tslib`'s
 * helpers), in its own chunks.
 * Both it and Apollo Client import graphql's index, which names every module of graphql: the
 * `apollo` chunk group (vite.config.ts) would then take the modules only GraphiQL uses (schema
 * building, validation, printing: about 30 KB gzipped) into the chunk every traveller page
 * loads. The copy's modules carry a suffix, so they are no traveller's (area-modules.ts);
 * GraphiQL's schema objects never meet Apollo's, so two copies are safe (the console's own
 * code, which parses its saved queries, uses the copy too).
 */
export function consoleOwnGraphql(): Plugin {
  return {
    name: 'xemay:console-graphql',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const inCopy = importer.endsWith(copy);
      const isGraphql = /^(graphql|tslib)(\/|$)/.test(source);
      if (
        !(inCopy
          ? isGraphql || source.startsWith('.')
          : isGraphql && consoleLibraries.test(importer))
      )
        return null;
      const from = inCopy ? importer.slice(0, -copy.length) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return resolved;
      return { ...resolved, id: resolved.id + copy };
    },
    load(id) {
      return id.endsWith(copy) ? fs.readFileSync(id.slice(0, -copy.length), 'utf8') : null;
    },
  };
}
