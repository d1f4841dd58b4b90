import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

export const serverDir = path.resolve(__dirname, '..');

export function waitForLine(
  child: ChildProcessWithoutNullStreams,
  pattern: RegExp,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}; output:\n${seen}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const line = seen.split('\n').find((l) => pattern.test(l));
      if (line) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(line);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  });
}

/** A server of its own on the embedded database in `dataDir`, on a free port, without demo data. */
export function serverEnv(dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    // The tests read the log as JSON; development's default is the pretty form.
    LOG_FORMAT: 'json',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    ...env,
  };
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  exited: Promise<number | null>;
}

/** `npm run dev`'s server (tsx) as a process of its own, once it listens. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: serverEnv(dataDir, { NODE_ENV: 'development', ...env }),
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  // Its log is read only until it listens; draining it keeps a chatty server from blocking.
  const listening = await waitForLine(child, /Server listening at/, 60_000)
    .catch((error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    })
    .finally(() => {
      child.stdout.resume();
      child.stderr.resume();
    });
  const port = Number(/:(\d+)"/.exec(listening)?.[1] ?? JSON.parse(listening).msg.split(':').pop());
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited };
}
