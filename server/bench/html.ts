import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { buildApp, type App } from '../src/http/app';

/**
 * `npm run bench:html`: requests per second of the traveller pages' HTML (the built shell with
 * each page's head metadata) and of the sitemap, against the built index.html served as a
 * file, on the embedded database with the demo data. Each page twice: with the page cache
 * (PAGE_CACHE_SECONDS, 60) and without it (0), two servers on the one database. autocannon
 * runs in a worker thread of its own; everything listens on loopback. Build the web app first
 * (`npm run build`, or `npm start` once).
 */
const seconds = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);

async function rate(url: string): Promise<{ rps: number; p99: number; failed: number }> {
  const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

async function listening(app: App): Promise<string> {
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-bench-html-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'false',
    SEED_DEMO_DATA: 'true',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  } as NodeJS.ProcessEnv;
  const cached = loadConfig({ ...env, PAGE_CACHE_SECONDS: '60' });
  if (!fs.existsSync(path.join(cached.webDistDir, 'index.html')))
    throw new Error(`no built web app in ${cached.webDistDir}: run npm run build`);
  const db = await openDatabase({ databaseUrl: cached.databaseUrl, dataDir, poolSize: 10 });
  const withCache = await buildApp(cached, db);
  await prepareDatabase(db, cached, withCache.fastify.log, withCache.pictures);
  const withoutCache = await buildApp(loadConfig({ ...env, PAGE_CACHE_SECONDS: '0' }), db);
  const [cachedUrl, uncachedUrl] = [await listening(withCache), await listening(withoutCache)];

  const shopBike = await db.prisma.shopBike.findFirstOrThrow({
    where: { store: { online: true, preview: false } },
    include: { store: { include: { city: true } } },
    orderBy: { id: 'asc' },
  });
  const pages = [
    ['index.html (file)', '/index.html'],
    ['landing', '/'],
    ['search', `/search?city=${shopBike.store.city.slug}`],
    ['shop', `/shops/${shopBike.storeId}`],
    ['bike', `/bikes/${shopBike.id}`],
    ['bike, Vietnamese', `/bikes/${shopBike.id}?lang=vn`],
    ['sitemap.xml', '/sitemap.xml'],
  ];
  console.log(
    `${db.kind} database, demo data; ${connections} connections, ${seconds} s each; req/s (p99 ms)\n`,
  );
  console.log(`${'page'.padEnd(20)} ${'cache 60 s'.padStart(18)} ${'no cache'.padStart(18)}`);
  let failed = 0;
  const cell = (f: { rps: number; p99: number }) => `${f.rps.toFixed(0)} (${f.p99})`.padStart(18);
  await rate(`${cachedUrl}/`); // warm-up
  for (const [name, pagePath] of pages) {
    const on = await rate(cachedUrl + pagePath);
    const off = await rate(uncachedUrl + pagePath);
    failed += on.failed + off.failed;
    console.log(`${name.padEnd(20)} ${cell(on)} ${cell(off)}`);
  }
  if (failed > 0) console.log(`\n${failed} requests failed`);
  await withCache.close();
  await withoutCache.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
