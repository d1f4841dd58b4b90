import { randomBytes } from 'node:crypto';
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serverDir, serverEnv, waitForLine } from '../test/server-process';

/** A request that is still being answered when the signal arrives. */
/** A GraphQL request whose body ends only when `finish` is called: in flight meanwhile. */
function slowGraphqlRequest(port: number): { status: Promise<number>; finish(): void } {
  let request!: http.ClientRequest;
  const status = new Promise<number>((resolve, reject) => {
    request = http.request(
      { port, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write('{"query":"{ cities { totalCount } }"');
  });
  return { status, finish: () => request.end('}') };
}

describe('the server process', () => {
  let dataDir: string;
  let child: ChildProcessWithoutNullStreams;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-main-'));
  });

  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('boots on the embedded database, logs JSON with request ids, and finishes in-flight requests on SIGTERM', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: serverEnv(dataDir, { NODE_ENV: 'development' }),
    });
    const listening = await waitForLine(child, /Server listening at/, 60_000);
    const port = Number(
      /:(\d+)"/.exec(listening)?.[1] ?? JSON.parse(listening).msg.split(':').pop(),
    );
    expect(port).toBeGreaterThan(0);

    const inFlight = slowGraphqlRequest(port);
    // The server has the request (its headers) before the signal, whatever the machine's load.
    await waitForLine(child, /"msg":"incoming request"/, 30_000);
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');

    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    setTimeout(() => inFlight.finish(), 300);
    expect(await inFlight.status).toBe(200);
    expect(await exited).toBe(0);

    const requestLog = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string })
      .find((entry) => entry.msg === 'request completed');
    expect(requestLog?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(output).toContain('"msg":"stopped"');
  }, 90_000);

  it('runs compiled in production: `npm run build` emits it and `npm start` uses it', async () => {
    execFileSync(process.execPath, [path.join(serverDir, '..', 'scripts', 'build-server.mjs')]);
    const production = spawn(process.execPath, ['start.cjs'], {
      cwd: serverDir,
      env: serverEnv(dataDir, {
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('base64url'),
      }),
    });
    try {
      const listening = JSON.parse(
        await waitForLine(production, /Server listening at/, 60_000),
      ) as { pid: number; msg: string };
      // The server is the process npm started, not a child of tsx.
      expect(listening.pid).toBe(production.pid);
      const port = Number(listening.msg.split(':').pop());
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ cities(first: 1) { totalCount } }' }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { cities: { totalCount: 0 } } });
    } finally {
      production.kill('SIGKILL');
    }
  }, 90_000);
});
