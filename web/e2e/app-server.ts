// Starts the app the way the README does (`npm start`) on a fresh embedded database, for the
// e2e tests (global-setup.ts) and bench:web. Nothing here is a jest API.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The checkout: the nearest folder up from the working directory whose package.json is the
 * root one. (Neither __dirname nor import.meta works in both jest's CommonJS and tsx's ESM.)
 */
export const repoRoot = findRepoRoot(process.cwd());

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (pkg.name === 'xemay' && Array.isArray(pkg.workspaces)) return dir;
    } catch {
      // No package.json here.
    }
    if (path.dirname(dir) === dir) throw new Error(`not inside the xemay checkout: ${from}`);
  }
}

export interface RunningApp {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  port: number;
  /** The fresh DATA_DIR (embedded database, pictures) and the server's log live here. */
  dataDir: string;
  logFile: string;
  /** The server's Node.js version, from its "xemay is serving" log line; '?' when not found. */
  nodeVersion: string;
  /** The `npm start` process; it leads its own process group. */
  pid: number;
  /** Stops the whole process group and removes the data directory (kept with E2E_KEEP_DATA=1). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** How long to wait for `/ready`; the first start builds the web app. */
  readyTimeoutMs?: number;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /**
   * Whether to wait for the dev mailbox too (default): an app started with
   * NODE_ENV=production has none.
   */
  devMailbox?: boolean;
}

/**
 * A web build made with NODE_ENV=development (`NODE_ENV=development npm start` on a stale
 * build) ships React's development runtime yet counts as current for `npm start`: remove its
 * index.html so `npm start` builds the app again, for production.
 */
function forgetDevelopmentBuild(): void {
  const index = path.join(repoRoot, 'web/dist/index.html');
  if (fs.existsSync(index) && fs.readFileSync(index, 'utf8').includes('jsx-dev-runtime')) {
    console.warn('web/dist is a development build (jsx-dev-runtime): building it again');
    fs.rmSync(index);
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of `npm start`: ours, minus what would point it at another database or mail
 * server or change what the README's `npm start` does.
 */
function serverEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'SMTP_URL',
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'PUBLIC_URL',
    'WEB_DIST_DIR',
    'NODE_OPTIONS', // jest's --experimental-vm-modules is not the server's business
    'LOG_LEVEL',
    'SEED_DEMO_DATA',
    'AUTO_MIGRATE',
    // The server's default is development (the dev mailbox, demo data). Set explicitly, it
    // would also reach the web build `npm start` runs when the build is stale, and Vite
    // would then build React's development bundle (jsx-dev-runtime: about 70 KB
    // more gzipped JavaScript).
    // jest sets NODE_ENV=test in its own process, so it must be removed, not inherited.
    'NODE_ENV',
  ]) {
    delete env[name];
  }
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'true',
    NPM_CONFIG_UPDATE_NOTIFIER: 'false',
    // Every visitor of the browser tests comes from 127.0.0.1, and many book for the same
    // e-mail address: the caps per client address (offers held, holds started) and per
    // recipient (bookings awaiting confirmation, e-mails an hour) would count them as one.
    OFFER_HOLDS_PER_CLIENT: '100',
    OFFER_HOLD_RATE_LIMIT_MAX: '10000',
    BOOKINGS_PENDING_PER_EMAIL: '1000',
    VERIFICATION_MAILS_PER_EMAIL_HOUR: '1000',
    ...extra,
  };
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already ended.
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The server's Node.js version, from its "xemay is serving" log line; '?' when not found. */
function nodeVersionIn(logFile: string): string {
  return /"node":"(v[0-9.]+)"/.exec(fs.readFileSync(logFile, 'utf8'))?.[1] ?? '?';
}

/**
 * `npm start` in its own process group with a fresh temporary DATA_DIR (so a fresh embedded
 * database with the demo data), a free PORT, no SMTP_URL (mail then waits in the outbox and
 * `/dev/mailbox` shows it), JOBS_ENABLED=true and NODE_ENV unset, i.e. the server's
 * default, development; resolves once `/ready` answers 200 and the dev mailbox is there.
 * `npm start` rebuilds the web app when it is older than its sources
 * (scripts/build-web-if-missing.mjs); a development build left in web/dist is rebuilt.
 */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  forgetDevelopmentBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: serverEnv(port, dataDir, options.env ?? {}),
    detached: true,
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start `npm start`');

  // Should this process end without stop() (an interrupted run), take the server with it.
  const onExit = () => killGroup(pid, 'SIGKILL');
  process.on('exit', onExit);

  const stop = async () => {
    process.off('exit', onExit);
    if (!exited(child)) {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      killGroup(pid, 'SIGTERM');
      const timer = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), 10_000).unref(),
      );
      if ((await Promise.race([done, timer])) === 'timeout') killGroup(pid, 'SIGKILL');
    }
    // npm's children (tsx, the server) may outlive npm itself by a moment.
    killGroup(pid, 'SIGKILL');
    if (process.env.E2E_KEEP_DATA === '1') console.log(`e2e: kept ${dataDir} (server.log)`);
    else fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) {
      const log = tail(logFile);
      await stop();
      throw new Error(`\`npm start\` exited (${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    const ready = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (ready && options.devMailbox === false)
      return { baseUrl, port, dataDir, logFile, nodeVersion: nodeVersionIn(logFile), pid, stop };
    if (ready) {
      const mailbox = await fetch(`${baseUrl}/dev/mailbox`, {
        headers: { accept: 'application/json' },
      });
      if (mailbox.ok)
        return { baseUrl, port, dataDir, logFile, nodeVersion: nodeVersionIn(logFile), pid, stop };
      await stop();
      throw new Error(`the app serves, but /dev/mailbox answers ${mailbox.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const log = tail(logFile);
  await stop();
  throw new Error(`the app did not answer ${baseUrl}/ready within ${readyTimeoutMs} ms:\n${log}`);
}
