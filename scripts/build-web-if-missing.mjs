// Used by `npm start`: builds the web app when web/dist is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'web/dist/index.html');
const builtDocsIndex = path.join(root, 'web/dist/api-docs/index.html');
const builtRenderer = path.join(root, 'web/dist-ssr/serverEntry.cjs');
const generatedDir = path.join(root, 'web/src/gql');
const sources = [
  'web/src',
  'web/build',
  'web/index.html',
  'web/api-docs',
  'web/vite.config.ts',
  'web/package.json',
  'schema/schema.graphql',
  'codegen.ts',
];

function newestChange(target) {
  if (target === generatedDir || !fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce(
      (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
      stat.mtimeMs,
    );
}

function run(args) {
  // A production build whatever NODE_ENV the server runs with: React's development build is
  // far larger and slower.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`npm ${args.join(' ')} failed.`);
    process.exit(result.status || 1);
  }
}

// The server's renderer (web/dist-ssr) and the REST reference (web/api-docs) are built after the
// app: a build without them is unfinished.
const builtAt = [builtIndex, builtRenderer, builtDocsIndex].every((file) => fs.existsSync(file))
  ? fs.statSync(builtIndex).mtimeMs
  : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));

if (builtAt > changedAt) {
  console.log('The web app build is current.');
} else {
  console.log(
    builtAt ? 'The web app changed: building it again…' : 'Building the web app (first start)…',
  );
  run(['run', 'codegen', '--silent']);
  run(['run', 'build', '-w', 'web', '--silent']);
}
