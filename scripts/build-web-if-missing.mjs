// Used by `npm start`: builds the web app when web/dist is missing or older than its sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'web/dist/index.html');
const sources = [
  'web/src',
  'web/build',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'schema/schema.graphql',
  'codegen.ts',
];

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((name) => name !== 'gql')
    .reduce(
      (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
      stat.mtimeMs,
    );
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));

if (builtAt > changedAt) {
  console.log('The web app build is current.');
} else {
  console.log(
    builtAt ? 'The web app changed: building it again…' : 'Building the web app (first start)…',
  );
  execSync('npm run codegen --silent && npm run build -w web --silent', {
    cwd: root,
    stdio: 'inherit',
  });
}
