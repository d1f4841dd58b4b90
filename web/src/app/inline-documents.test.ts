import fs from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import { documentNames, documentTrees, inlineDocuments } from '../../build/inline-documents';
import { serverQueryText } from './lightQuery/serverDocument';
import { ShellSettingsQuery } from './menu/shellSettings';

const generated = path.resolve(__dirname, '../gql');
const names = documentNames(fs.readFileSync(path.join(generated, 'gql.ts'), 'utf8'));
const trees = documentTrees(fs.readFileSync(path.join(generated, 'graphql.ts'), 'utf8'));

describe('documents inlined in builds', () => {
  it('knows every generated document by its source text', () => {
    expect(names.size).toBeGreaterThan(10);
    expect([...names.values()].filter((name) => !trees.has(name))).toEqual([]);
  });

  it('replaces a graphql() call by the same document codegen gives, and drops the import', () => {
    const source = fs.readFileSync(path.resolve(__dirname, 'menu/shellSettings.ts'), 'utf8');
    const code = inlineDocuments(source, names, trees)!;
    expect(code).not.toMatch(/\bgraphql\(/);
    expect(code).not.toMatch(/from '\.\.\/\.\.\/gql'/);
    const inlined = /ShellSettingsQuery = \((\{.*\})\);/.exec(code)![1];
    expect(print(JSON.parse(inlined))).toBe(print(ShellSettingsQuery));
  });

  it('gives each document the text sent for it, as Apollo Client would send it', () => {
    const source = fs.readFileSync(path.resolve(__dirname, 'menu/shellSettings.ts'), 'utf8');
    const code = inlineDocuments(source, names, trees)!;
    const inlined = JSON.parse(/ShellSettingsQuery = \((\{.*\})\);/.exec(code)![1]);
    expect(inlined.serverQuery).toBe(serverQueryText(ShellSettingsQuery));
    expect(inlined.serverQuery).toMatch(/bio \{\s+en\s+vn\s+__typename\s+\}/);
  });

  it('leaves files without documents alone, and fails the build on an unknown one', () => {
    expect(inlineDocuments('export const a = 1;', names, trees)).toBeNull();
    expect(() => inlineDocuments('graphql(`query Nope { me { id } }`)', names, trees)).toThrow(
      /No generated document for query Nope/,
    );
  });
});
