import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * graphql/ is the layer the modules build on (connections, access rules, errors, the context):
 * it imports no module, or the layers would form a circle. What puts the modules together
 * (the schema, the request context) lives above them, beside services.ts and loaders.ts.
 */
const graphqlDir = __dirname;
const modulesDir = path.resolve(graphqlDir, '../modules');

/** Every import, export-from, `import()` and `require()` of a source that reaches modules/. */
function importsOfModules(file: string, source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => {
      if (!specifier.startsWith('.')) return false;
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier));
      return target === '' || (!target.startsWith('..') && !path.isAbsolute(target));
    });
}

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('server/src/graphql', () => {
  it('imports nothing from server/src/modules', () => {
    const offending = sourcesUnder(graphqlDir).flatMap((file) =>
      importsOfModules(file, fs.readFileSync(file, 'utf8')).map(
        (specifier) => `${path.relative(graphqlDir, file)} imports ${specifier}`,
      ),
    );
    expect(offending).toEqual([]);
  });

  it('sees every form of import that reaches a module, and only those', () => {
    const file = path.join(graphqlDir, 'example.ts');
    const source = [
      "import { Role } from '../modules/auth/auth.types';",
      "import type { Viewer } from '../modules/auth/auth.types';",
      "export { BikesResolver } from './../modules/bikes/bikes.resolver';",
      "const lazy = () => import('../modules/search/search.resolver');",
      "const old = require('../modules');",
      "import { paginate } from './connection';",
      "import { AppError } from '../shared/errors';",
      "import { buildSchema } from 'type-graphql';",
      "import { other } from '../modules-elsewhere/thing';",
    ].join('\n');
    expect(importsOfModules(file, source)).toEqual([
      '../modules/auth/auth.types',
      '../modules/auth/auth.types',
      './../modules/bikes/bikes.resolver',
      '../modules/search/search.resolver',
      '../modules',
    ]);
  });
});
