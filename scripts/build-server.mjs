// Compiles the server for production: every module of server/src (tests aside) to CommonJS in
// server/dist, with its source map, by SWC (already the tests' compiler). Transpiling only:
// `npm run typecheck` checks the types. tsx stays for development (`npm run dev`, `npm start`
// without NODE_ENV=production).
import fs from 'node:fs';
import path from 'node:path';
import swc from '@swc/core';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'server', 'src');
const outDir = path.join(root, 'server', 'dist');

/** As tsx runs the sources: legacy decorators, no decorator metadata, fields assigned. */
const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2022',
    transform: { legacyDecorator: true, decoratorMetadata: false, useDefineForClassFields: false },
    // The generated Prisma client imports `./enums.ts`: compiled, it is `./enums.js`.
    rewriteRelativeImportExtensions: true,
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: true,
};

/** The source file a relative import names: `./x`, `./x.ts`, `./x.js` or `./x/index.ts`. */
function resolveSource(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  throw new Error(`${path.relative(root, fromFile)}: cannot find ${specifier}`);
}

/**
 * From the entry along its relative imports, so that what the server imports from outside
 * server/src (the demo data in prisma/seed) comes too; the tree under server/dist mirrors the
 * repository's, so relative paths hold.
 */
const started = Date.now();
fs.rmSync(outDir, { recursive: true, force: true });
const pending = [path.join(sourceDir, 'main.ts')];
const compiled = new Set();
while (pending.length > 0) {
  const file = pending.pop();
  if (compiled.has(file)) continue;
  compiled.add(file);
  const target = path.join(outDir, path.relative(root, file)).replace(/\.ts$/, '.js');
  if (!file.endsWith('.ts')) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
    continue;
  }
  const { code, map } = await swc.transformFile(file, {
    ...options,
    filename: file,
    outputPath: target,
  });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
  fs.writeFileSync(`${target}.map`, map);
  // What the compiled module requires (type-only imports are gone by now).
  for (const [, specifier] of code.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g))
    pending.push(resolveSource(file, specifier));
}
console.log(
  `server: ${compiled.size} modules compiled to server/dist in ${Date.now() - started} ms`,
);
