import { randomBytes } from 'node:crypto';
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { buildApp, type App } from '../src/http/app';

/**
 * `npm run bench:media`: `/media/image` served from the S3 store (s3rver on loopback, in a
 * process of its own) against the disk store. First requests of a variant (encoded and
 * stored) one at a time, then later requests (read back) under autocannon, after a second of
 * unmeasured warm-up.
 * The bar (issue 24): the S3 store's later requests reach at least 0.8 of the disk store's.
 * Both stores run with the same memory of recent variants (MEDIA_MEMORY_CACHE_MB, 32 by
 * default as in the app; 0 measures the stores alone).
 */
const seconds = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const bar = 0.8;
const firstRequestWidths = [64, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920];
const accept = 'image/avif,image/webp,*/*;q=0.8';
const memoryMegabytes = process.env.MEDIA_MEMORY_CACHE_MB ?? '32';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function startS3(): Promise<{ env: Record<string, string>; stop(): void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'media-s3rver.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', () => reject(new Error('the S3 server did not start')));
  });
  return { env: JSON.parse(line), stop: () => child.kill('SIGTERM') };
}

async function startApp(name: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `xemay-bench-media-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    MEDIA_MEMORY_CACHE_MB: memoryMegabytes,
    ...env,
  });
  const db = await openDatabase({ dataDir, poolSize: 1 });
  const app: App = await buildApp(config, db);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.fastify.server.address() as AddressInfo).port;
  return {
    name,
    app,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Running = Awaited<ReturnType<typeof startApp>>;

async function firstRequests(server: Running): Promise<number> {
  const times: number[] = [];
  for (const width of firstRequestWidths) {
    const started = performance.now();
    const response = await fetch(`${server.base}/media/image?url=bench/photo.jpg&w=${width}`, {
      headers: { accept },
    });
    await response.arrayBuffer();
    if (response.headers.get('x-media-cache') !== 'miss') throw new Error('expected a miss');
    times.push(performance.now() - started);
  }
  return median(times);
}

async function laterRequests(server: Running) {
  const load = (duration: number) =>
    autocannon({
      url: `${server.base}/media/image?url=bench/photo.jpg&w=640`,
      headers: { accept },
      connections,
      duration,
      workers: 1,
    });
  // A second unmeasured first, so that neither store is measured before the JIT warms up.
  await load(1);
  const result = await load(seconds);
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${server.name}: ${failed} failed requests`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const s3 = await startS3();
  const photo = await sharp({
    create: { width: 2000, height: 1333, channels: 3, background: '#3060c0' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="2000" height="1333"><circle cx="1000" cy="660" r="500" fill="#e0a020"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  const servers = [await startApp('disk', {}), await startApp('s3', s3.env)];
  try {
    const rows: string[] = [];
    const later: Record<string, number> = {};
    for (const server of servers) {
      await server.app.pictures.put('bench/photo.jpg', photo, 'image/jpeg');
      const first = await firstRequests(server);
      const { rps, p50, p99 } = await laterRequests(server);
      later[server.name] = rps;
      rows.push(
        `| ${server.name} | ${first.toFixed(0)} ms | ${rps.toFixed(0)} | ${p50} ms | ${p99} ms |`,
      );
    }
    const share = later.s3 / later.disk;
    console.log(
      `/media/image of a 2000x1333 JPEG as WebP; ${connections} connections, ${seconds} s; ` +
        `MEDIA_MEMORY_CACHE_MB=${memoryMegabytes} for both stores`,
    );
    console.log('| store | first request (median of 10 widths) | later: requests/s | p50 | p99 |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
    console.log(
      `S3 later requests: ${share.toFixed(2)} of disk (bar ${bar}): ${share >= bar ? 'met' : 'NOT met'}`,
    );
  } finally {
    for (const server of servers) await server.close();
    s3.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
