import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run bench:start`: how long the server takes from `npm start` to answering /health, and
 * how much memory it holds then, run from its TypeScript sources (tsx, development) and
 * compiled (server/dist, `NODE_ENV=production`; run `npm run build` first). Both start on the
 * same embedded database, migrated and filled with the demo data by a first start, so that
 * neither migrates nor seeds while measured.
 */
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const serverDir = path.resolve(__dirname, '..');
const compiled = path.join(serverDir, 'dist', 'server', 'src', 'main.js');

interface Start {
  ms: number;
  serverRssMb: number;
  treeRssMb: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The process and every process below it. */
function tree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i++)
    for (const [pid, parent] of parents) if (parent === found[i]) found.push(pid);
  return found;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startOnce(mode: 'development' | 'production', dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(serverDir, 'start.cjs')], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: mode,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'true',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${mode} server exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    const pids = tree(child.pid!);
    // The server is the last process started: start.cjs itself, or tsx's child in development.
    const serverRssMb = rssMb(pids[pids.length - 1]);
    const treeRssMb = pids.reduce((sum, pid) => sum + rssMb(pid), 0);
    return { ms, serverRssMb, treeRssMb };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!fs.existsSync(compiled))
    throw new Error('server/dist is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-bench-start-'));
  try {
    console.log('bench:start: a first start migrates the database and writes the demo data');
    await startOnce('production', dataDir);
    console.log(`\nmode         start (median of ${runs})   server RSS   all processes RSS`);
    for (const mode of ['development', 'production'] as const) {
      const results: Start[] = [];
      for (let run = 0; run < runs; run++) results.push(await startOnce(mode, dataDir));
      const label = mode === 'development' ? 'tsx (dev)' : 'compiled';
      console.log(
        `${label.padEnd(12)} ${`${Math.round(median(results.map((r) => r.ms)))} ms`.padStart(20)}` +
          `${`${median(results.map((r) => r.serverRssMb)).toFixed(0)} MB`.padStart(13)}` +
          `${`${median(results.map((r) => r.treeRssMb)).toFixed(0)} MB`.padStart(20)}`,
      );
    }
    console.log(`\nmachine: ${os.cpus().length} cores, node ${process.version}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
