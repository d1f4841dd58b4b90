import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const src = path.resolve(__dirname, '..');
const app = path.join(src, 'app');

/**
 * Everything beside app/ is an area (traveller, shopowner, admin),
 * except what every area shares (ui, i18n, the generated gql) and the composition root
 * (site), which sits above them all.
 */
const notAreas = new Set(['app', 'ui', 'i18n', 'gql', 'site']);

const areas = fs
  .readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !notAreas.has(entry.name))
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Static and dynamic imports, `export … from` and `jest.mock` of a file, as written. */
function importsOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(code, true, true);
  const mocked = [...code.matchAll(/jest\.(?:mock|requireActual)\(\s*['"]([^'"]+)['"]/g)];
  return [...importedFiles.map(({ fileName }) => fileName), ...mocked.map((match) => match[1])];
}

function areaOf(target: string): string | undefined {
  const [top] = path.relative(src, target).split(path.sep);
  return areas.find((area) => area === top);
}

describe('the shell (web/src/app) imports no area', () => {
  it('finds the areas beside it', () => {
    expect(areas).toEqual(expect.arrayContaining(['traveller', 'shopowner', 'admin']));
  });

  it('has no import of an area in any of its files', () => {
    const crossings = sourceFiles(app).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => areaOf(path.resolve(path.dirname(file), specifier)))
        .map((specifier) => `${path.relative(src, file)} imports ${specifier}`),
    );
    expect(crossings).toEqual([]);
  });
});

describe('no area imports another (nothing of one area loads in another, DESIGN.md 5)', () => {
  it('has no import from one area into another', () => {
    const crossings = areas.flatMap((area) =>
      sourceFiles(path.join(src, area)).flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier.startsWith('.'))
          .filter((specifier) => {
            const target = areaOf(path.resolve(path.dirname(file), specifier));
            return target !== undefined && target !== area;
          })
          .map((specifier) => `${path.relative(src, file)} imports ${specifier}`),
      ),
    );
    expect(crossings).toEqual([]);
  });
});
