// Generates the Prisma client. Generation only needs Prisma's WASM, but the CLI insists on
// locating a native schema engine first; pointing it at any path skips the download.
import { execFileSync } from 'node:child_process';

execFileSync('npx', ['prisma', 'generate', '--no-hints'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? '/bin/false',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  },
});
