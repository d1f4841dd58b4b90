import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { buildApp } from '../src/http/app';

/**
 * `npm run bench:huge-queries`: does `/health` stay fast while anonymous clients send queries
 * that nest lists in lists (issue 35, item 4)? Starts the whole app on a fresh embedded
 * database with the demo data, listening on a port, and fires the attack query ROUNDS times,
 * CONCURRENCY at a time, while polling /health every POLL_MS; prints the attack answers'
 * statuses, sizes and latencies and /health's p50, p95 and max. GRAPHQL_MAX_COST and
 * GRAPHQL_MAX_RESPONSE_BYTES pass through, to measure one cap without the other.
 */
const rounds = Number(process.env.ROUNDS ?? 200);
const warmUpRounds = 10;
const concurrency = Number(process.env.CONCURRENCY ?? 3);
const pollMs = Number(process.env.POLL_MS ?? 20);

const attacks = {
  nested: `{ publicShops(first: 100) { nodes { bikes { shop { bikes { shop { bikes { shop { bikes { name } } } } } } } } } }`,
  fragments: `query Deep {
    a: publicShops(first: 100) { ...Shop }
    b: publicShops(first: 100) { nodes { bikes { shop { ...Bikes } } } }
  }
  fragment Shop on PublicShopConnection { nodes { bikes { shop { ...Bikes } } } }
  fragment Bikes on PublicShop { bikes { shop { bikes { shop { bikes { name } } } } } }`,
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-bench-huge-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'error',
    // To measure one cap without the other, e.g. GRAPHQL_MAX_COST=1000000 (the size cap alone).
    ...Object.fromEntries(
      ['GRAPHQL_MAX_COST', 'GRAPHQL_MAX_RESPONSE_BYTES', 'GRAPHQL_MAX_DEPTH']
        .filter((name) => process.env[name])
        .map((name) => [name, process.env[name]!]),
    ),
  });
  const db = await openDatabase({ dataDir: config.dataDir, poolSize: 5 });
  const app = await buildApp(config, db);
  await prepareDatabase(db, config, app.fastify.log, app.pictures);
  const shops = await db.prisma.store.count();
  const shopBikes = await db.prisma.shopBike.count();
  const base = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
  console.log(`app at ${base}: ${shops} shops, ${shopBikes} shop bikes (demo data)`);
  console.log(
    `GRAPHQL_MAX_COST=${config.graphql.maxCost} GRAPHQL_MAX_RESPONSE_BYTES=${config.graphql.maxResponseBytes}`,
  );

  const send = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, body, ms: performance.now() - started };
  };
  // Unmeasured: the first requests compile and cache what later ones reuse.
  for (let round = 0; round < warmUpRounds; round++) {
    await Promise.all(Object.values(attacks).map(send));
    await (await fetch(`${base}/health`)).arrayBuffer();
  }

  const health: number[] = [];
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const started = performance.now();
      const response = await fetch(`${base}/health`);
      await response.arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  })();

  for (const [name, query] of Object.entries(attacks)) {
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    let largest = 0;
    const before = health.length;
    for (let round = 0; round < rounds; round++) {
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          const { status, body, ms: latency } = await send(query);
          latencies.push(latency);
          largest = Math.max(largest, body.length);
          let code = 'data';
          try {
            code = JSON.parse(body.toString('utf8')).errors?.[0]?.extensions?.code ?? 'data';
          } catch {
            code = 'not JSON';
          }
          const key = `${status} ${code}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }),
      );
    }
    latencies.sort((a, b) => a - b);
    const during = health.slice(before).sort((a, b) => a - b);
    console.log(`\nattack "${name}": ${rounds} rounds of ${concurrency} at once`);
    console.log(`  answers: ${[...statuses].map(([key, n]) => `${n} x ${key}`).join(', ')}`);
    console.log(`  largest answer: ${largest} bytes`);
    console.log(
      `  latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1)!)}`,
    );
    console.log(
      `  /health meanwhile (${during.length} polls): p50 ${ms(percentile(during, 50))}, p95 ${ms(percentile(during, 95))}, max ${ms(during.at(-1) ?? NaN)}`,
    );
  }

  polling = false;
  await poll;
  const all = [...health].sort((a, b) => a - b);
  console.log(
    `\n/health overall (${all.length} polls): p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}, max ${ms(all.at(-1)!)}`,
  );
  console.log(`process RSS at the end: ${(process.memoryUsage().rss / 1_048_576).toFixed(0)} MB`);
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
