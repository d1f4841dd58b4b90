import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL server of a test's own, for tests that stop and start it: initdb in a
 * temporary directory, listening on loopback on a free port. It never touches the server
 * other tests share. Needs PostgreSQL's programs (Debian's postgresql package); as root they
 * run as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export interface OwnPostgres {
  /** postgresql://xemay@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  port: number;
  start(): Promise<void>;
  /** Fast shutdown: open sessions are ended, as when a database server is restarted. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * Fault tests run on the suite's PostgreSQL pass (TEST_DATABASE_URL set): they exercise the
 * PostgreSQL driver and server, which the embedded pass does not use, so running them there
 * would only repeat them. There jest lists them as skipped, saying why.
 */
export function describeOnPostgresPass(title: string, tests: () => void): void {
  if (process.env.TEST_DATABASE_URL) describe(title, tests);
  else describe.skip(`${title} (PostgreSQL pass only: TEST_DATABASE_URL is not set)`, tests);
}

/** The newest installed PostgreSQL's bin directory, or null when none is installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

const execFileAsync = promisify(execFile);

/** Runs without blocking the event loop: the app under test keeps serving meanwhile. */
async function run(binDir: string, program: string, args: string[]): Promise<void> {
  const command = path.join(binDir, program);
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  await execFileAsync(file, argv, { cwd: os.tmpdir() });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-own-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) await execFileAsync('chown', ['-R', 'postgres:postgres', dir]);
  const port = await freePort();
  await run(binDir, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'xemay',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c max_connections=60',
  ].join(' ');
  const pgCtl = (...args: string[]) => run(binDir, 'pg_ctl', ['-D', dataDir, ...args]);
  const server: OwnPostgres = {
    url: `postgresql://xemay@127.0.0.1:${port}/postgres`,
    port,
    start: () => pgCtl('-o', options, '-l', path.join(dir, 'log'), '-w', 'start'),
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    async dispose() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined); // Not running.
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
