// `npm run test:future [-- --days=N] [-- --postgres] [-- <jest arguments>]`: the server and web
// tests with the clock N days ahead (730 by default), through Debian's faketime (libfaketime,
// preloaded into every process started from here: Node, its jest workers and the embedded
// database inside them). It proves that no test depends on the day it runs.
//
// --postgres  runs `npm run test:database` instead, against a PostgreSQL server of its own
//             started under the same clock (initdb in a temporary directory, loopback), so
//             that the database's now() moves too. Needs Debian's postgresql package.
//
// Monotonic clocks are left alone (FAKETIME_DONT_FAKE_MONOTONIC): timers and timeouts run at
// their real pace; only the wall clock (Date, now()) moves.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const days = Number(option('days') ?? '730');
const onPostgres = args.includes('--postgres');
const jestArgs = args.filter((a) => !a.startsWith('--days=') && a !== '--postgres');

if (!Number.isInteger(days) || days < 1) {
  console.error(`test:future: --days must be a whole number of days ahead, got ${option('days')}`);
  process.exit(2);
}
if (spawnSync('faketime', ['-f', '+0d', 'true']).status !== 0) {
  console.error(
    "test:future: needs Debian's faketime (apt-get install faketime), which sets the clock ahead",
  );
  process.exit(2);
}

const command = onPostgres
  ? ['npx', 'tsx', 'server/test/future-postgres.ts', ...jestArgs]
  : ['npm', 'run', 'test:jest', '--', '--selectProjects', 'server', 'web', ...jestArgs];
const { TEST_DATABASE_URL: _ignored, ...env } = process.env;
const ahead = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
console.log(`test:future: the clock at ${ahead} (${days} days ahead): ${command.join(' ')}`);
const result = spawnSync('faketime', ['-f', `+${days}d`, ...command], {
  stdio: 'inherit',
  env: { ...env, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
});
process.exit(result.status ?? 1);
