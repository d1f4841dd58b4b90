// `npm run fuzz [-- --runs=N] [-- --seed=S]`: the generated requests of
// server/src/rest/fuzz.test.ts (N, 50,000 by default) and server/src/graphql-fuzz.test.ts
// (N / 2), with a random seed printed first so that a failure can be replayed with `--seed`.
import { spawnSync } from 'node:child_process';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const seed = arg('seed') ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = arg('runs') ?? '50000';
console.log(
  `fuzz: ${runs} REST and ${Math.ceil(Number(runs) / 2)} GraphQL requests, seed ${seed} (replay: npm run fuzz -- --seed=${seed} --runs=${runs})`,
);
const result = spawnSync(
  'npm',
  [
    'run',
    'test:jest',
    '--',
    '--selectProjects',
    'server',
    '--testPathPatterns',
    'fuzz\\.test\\.ts$',
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_SEED: seed,
      FUZZ_RUNS: runs,
      FUZZ_GRAPHQL_RUNS: String(Math.ceil(Number(runs) / 2)),
      FUZZ_STATS: '1',
    },
  },
);
if (result.status !== 0) console.log(`fuzz: failed with seed ${seed}`);
process.exit(result.status ?? 1);
