import { randomBytes } from 'node:crypto';
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { DocumentNode, OperationDefinitionNode, ValueNode } from 'graphql';
import { serverQueryText } from '../../web/src/app/lightQuery/serverDocument';
import { searchScreenVariables } from '../../web/src/traveller/search/searchParams';
import { SearchScreenQuery } from '../../web/src/traveller/search/searchScreenQuery';
import { tripQuery } from '../../web/src/traveller/trip/trip';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { toGlobalId } from '../src/graphql/global-id';
import { buildApp, type App } from '../src/http/app';

/**
 * `npm run bench:html`: requests per second of the traveller pages' HTML (the built shell with
 * each page's head metadata) and of the sitemap, against the built index.html served as a
 * file, on the embedded database with the demo data. Each page twice: with the page cache
 * (PAGE_CACHE_SECONDS, 60) and without it (0), two servers on the one database. autocannon
 * runs in a worker thread of its own; everything listens on loopback. Build the web app first
 * (`npm run build`, or `npm start` once).
 *
 * Then, on the same two servers, the search page's HTML for a trip (the address the web app
 * opens) against the GraphQL query the search screen sends for the same trip, alone (issue 23:
 * the HTML at least 0.5 of the GraphQL's requests per second, on each server).
 */
const seconds = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const searchBar = 0.5;
/** The trip, as bench:web asks it: pickup 14 days ahead at 10:00 in Vietnam, for 3 days. */
const trip = { daysAhead: 14, time: '10:00', days: 3 };

interface Rate {
  rps: number;
  p99: number;
  failed: number;
}

async function rate(
  url: string,
  headers: Record<string, string> = {},
  duration = seconds,
): Promise<Rate> {
  const result = await autocannon({ url, headers, connections, duration, workers: 1 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

function vietnamDate(daysAhead: number): string {
  return new Date(Date.now() + 7 * 3600_000 + daysAhead * 86400_000).toISOString().slice(0, 10);
}

function literal(value: ValueNode): unknown {
  if (value.kind === 'BooleanValue' || value.kind === 'StringValue' || value.kind === 'EnumValue')
    return value.value;
  if (value.kind === 'IntValue' || value.kind === 'FloatValue') return Number(value.value);
  return null;
}

/** The variables as the app sends them: the document's defaults first (app/bootPrefetch.ts). */
function withDefaults(document: DocumentNode, variables: object): Record<string, unknown> {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  );
  const defaults = (operation?.variableDefinitions ?? [])
    .filter((definition) => definition.defaultValue)
    .map((definition) => [definition.variable.name.value, literal(definition.defaultValue!)]);
  return { ...Object.fromEntries(defaults), ...variables };
}

interface SearchRequests {
  /** The search page as the landing page links to it (traveller/trip/trip.ts). */
  htmlPath: string;
  /** The search screen's query as the boot sends it (app/lightQuery/transport.ts): a GET. */
  graphqlPath: string;
  graphqlHeaders: Record<string, string>;
}

function searchRequests(city: { id: number; slug: string }): SearchRequests {
  const start = `${vietnamDate(trip.daysAhead)}T${trip.time}`;
  const end = `${vietnamDate(trip.daysAhead + trip.days)}T${trip.time}`;
  const search = tripQuery({ city: city.slug, start, end });
  const bySlug = new Map([[city.slug, { id: toGlobalId('City', city.id) }]]);
  const variables = searchScreenVariables(new URLSearchParams(search), bySlug, 'dong');
  if (!variables) throw new Error(`no search variables for ${search}`);
  const params = new URLSearchParams({ query: serverQueryText(SearchScreenQuery) });
  params.set('operationName', 'SearchScreen');
  params.set('variables', JSON.stringify(withDefaults(SearchScreenQuery, variables)));
  return {
    htmlPath: `/search?${search}`,
    graphqlPath: `/graphql?${params.toString()}`,
    graphqlHeaders: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
    },
  };
}

/**
 * One request of each, checked before they are timed: both must answer 200 with the trip's
 * results (the GraphQL without errors), so that neither side is fast for failing.
 */
async function checkSearch(base: string, requests: SearchRequests) {
  const graphql = await fetch(base + requests.graphqlPath, { headers: requests.graphqlHeaders });
  const answer = (await graphql.json()) as {
    data?: { searchBikes: { totalCount: number; edges: { node: { name: string } }[] } };
    errors?: { message: string }[];
  };
  if (!graphql.ok || answer.errors || !answer.data)
    throw new Error(
      `GraphQL search: ${graphql.status} ${answer.errors?.map((e) => e.message).join('; ')}`,
    );
  const html = await fetch(base + requests.htmlPath);
  const text = await html.text();
  if (!html.ok || !html.headers.get('content-type')?.includes('text/html'))
    throw new Error(`search page: ${html.status} ${html.headers.get('content-type')}`);
  const first = answer.data.searchBikes.edges[0]?.node.name;
  return {
    results: answer.data.searchBikes.totalCount,
    graphqlBytes: Buffer.byteLength(JSON.stringify(answer)),
    htmlBytes: Buffer.byteLength(text),
    /** Whether the HTML carries the first result's name: the page rendered on the server. */
    rendered: first !== undefined && text.includes(first),
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
    JWT_SECRET: randomBytes(32).toString('base64url'),
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
  // SEARCH_ONLY=1: the search page against the GraphQL search only.
  for (const [name, pagePath] of process.env.SEARCH_ONLY === '1' ? [] : pages) {
    const on = await rate(cachedUrl + pagePath);
    const off = await rate(uncachedUrl + pagePath);
    failed += on.failed + off.failed;
    console.log(`${name.padEnd(20)} ${cell(on)} ${cell(off)}`);
  }

  const requests = searchRequests(shopBike.store.city);
  const check = await checkSearch(cachedUrl, requests);
  console.log(
    `\nsearch page's HTML against the search screen's GraphQL query alone, the same trip ` +
      `(${check.results} bikes; HTML ${check.htmlBytes} bytes, ` +
      `${check.rendered ? 'server-rendered: the first result is in it' : 'not server-rendered: no result in it'}; ` +
      `GraphQL answer ${check.graphqlBytes} bytes)\n  GET ${requests.htmlPath}\n` +
      `  GET /graphql?operationName=SearchScreen&variables=... (${requests.graphqlPath.length} characters)\n`,
  );
  console.log(
    `${'server'.padEnd(12)} ${'HTML'.padStart(14)} ${'GraphQL'.padStart(14)} ${'HTML/GraphQL'.padStart(13)}`,
  );
  let searchPassed = true;
  for (const [name, base] of [
    ['cache 60 s', cachedUrl],
    ['no cache', uncachedUrl],
  ]) {
    await rate(base + requests.htmlPath, {}, 2); // warm-up
    await rate(base + requests.graphqlPath, requests.graphqlHeaders, 2);
    const html = await rate(base + requests.htmlPath);
    const graphql = await rate(base + requests.graphqlPath, requests.graphqlHeaders);
    failed += html.failed + graphql.failed;
    const ratio = html.rps / graphql.rps;
    const pass = ratio >= searchBar && html.failed + graphql.failed === 0;
    searchPassed &&= pass;
    const share = `${ratio.toFixed(2)} ${pass ? 'PASS' : 'FAIL'}`;
    console.log(
      `${name.padEnd(12)} ${cell(html).slice(4)} ${cell(graphql).slice(4)} ${share.padStart(13)}`,
    );
  }
  console.log(`bar: the HTML at least ${searchBar} of the GraphQL's requests per second`);

  if (failed > 0) console.log(`\n${failed} requests failed`);
  await withCache.close();
  await withoutCache.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = failed > 0 || !searchPassed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
