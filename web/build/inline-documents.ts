import fs from 'node:fs';
import path from 'node:path';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { serverQueryText } from '../src/app/lightQuery/serverDocument.ts';

const generatedDir = path.resolve(import.meta.dirname, '../src/gql');
const documentCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const graphqlImport = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*\/?(?:\.\.\/)*gql['"];?\s*$/m;

/** The generated map from each document's source text to the name of its typed document. */
export function documentNames(gqlSource: string): Map<string, string> {
  const names = new Map<string, string>();
  const entry = /^\s*("(?:[^"\\]|\\.)*"):\s*types\.(\w+),$/gm;
  const start = gqlSource.indexOf('const documents');
  for (const match of gqlSource.slice(start).matchAll(entry))
    names.set(JSON.parse(match[1]) as string, match[2]);
  return names;
}

/**
 * The generated documents' syntax trees as JSON, by name, each with the text the app sends
 * for it (`serverQuery`, read by app/lightQuery/transport.ts): printed here, at build time,
 * graphql's printer does not have to come with the boot.
 */
export function documentTrees(graphqlSource: string): Map<string, string> {
  const trees = new Map<string, string>();
  const entry =
    /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;
  for (const match of graphqlSource.matchAll(entry)) {
    const tree = JSON.parse(match[2]) as DocumentNode;
    trees.set(match[1], JSON.stringify({ ...tree, serverQuery: serverQueryText(tree) }));
  }
  return trees;
}

/** Replaces each `graphql(`...`)` call by its own document's syntax tree. */
export function inlineDocuments(
  code: string,
  names: Map<string, string>,
  trees: Map<string, string>,
): string | null {
  if (!code.includes('graphql(`')) return null;
  const replaced = code.replace(documentCall, (_call, source: string) => {
    const tree = trees.get(names.get(source) ?? '');
    if (!tree) throw new Error(`No generated document for ${source.trim().split('\n')[0]}`);
    return `(${tree})`;
  });
  return replaced.replace(graphqlImport, '');
}

/**
 * Codegen's `graphql()` looks each document up in one map of every document of the app, so
 * every screen would ship every query (and one generated module holding them all would still
 * be one shared chunk). In builds, each call is replaced by its own document, so a chunk
 * carries only the documents it uses (what the client preset's Babel plugin does; this
 * build has no Babel). The types are unchanged: they come from the generated files.
 */
export function inlineGeneratedDocuments(): Plugin {
  let names = new Map<string, string>();
  let trees = new Map<string, string>();
  return {
    name: 'xemay:inline-generated-documents',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      names = documentNames(fs.readFileSync(path.join(generatedDir, 'gql.ts'), 'utf8'));
      trees = documentTrees(fs.readFileSync(path.join(generatedDir, 'graphql.ts'), 'utf8'));
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.startsWith(generatedDir)) return null;
      const result = inlineDocuments(code, names, trees);
      return result === null ? null : { code: result, map: null };
    },
  };
}
