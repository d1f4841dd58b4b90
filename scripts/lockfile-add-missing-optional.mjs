// Adds lockfile entries for platform-specific optional dependencies the registry mirror here
// lacks at the locked version (e.g. @swc/core-darwin-arm64@1.16.22). Entries carry os/cpu/libc
// (from the newest version the mirror has), so `npm ci` validates and then skips them on Linux
// without fetching. Usage: node add-missing-optional.mjs path/to/package-lock.json
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pkgs = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(pkgs)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key === '' ? '' : key + '/';
    if (pkgs[`${base}node_modules/${name}`] || pkgs[`node_modules/${name}`]) continue;
    const meta = JSON.parse(
      execFileSync('npm', ['view', name, '--json', 'os', 'cpu', 'libc', 'license'], {
        encoding: 'utf8',
      }) || '{}',
    );
    const add = { version: range, ...(entry.dev ? { dev: true } : {}), optional: true };
    for (const f of ['cpu', 'libc', 'license', 'os']) if (meta[f]) add[f] = meta[f];
    pkgs[`node_modules/${name}`] = add;
    added++;
    console.log('added', name, range, JSON.stringify({ os: add.os, cpu: add.cpu, libc: add.libc }));
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`${added} entries added`);
