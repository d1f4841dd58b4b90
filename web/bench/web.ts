// bench:web: the JavaScript each page loads before interaction (gzipped), and Lighthouse 12.8
// mobile (its default, simulated throttling) on the traveller's landing, search, bike and
// reservation pages and the shop owners' login and bookings pages (signed in as owner1),
// against the app started as the README starts it on fresh demo data. The admins' area
// (/dashboard, signed in as admin) is measured for its JavaScript.
//
//   npm run bench:web [-- --runs=5] [-- --skip-build] [-- --strict] [-- --skip-lighthouse]
//
// --skip-lighthouse: the JavaScript only (a busy machine gives Lighthouse no fair scores).
//
// Each Lighthouse run is a first visit: a Chromium process of its own with a new profile (no
// HTTP cache, no service worker), started for the run and killed after it. Each run's
// benchmarkIndex (Lighthouse's measure of the machine's CPU at the time) is reported with its
// score, LCP and TBT.
//
// Prints a table with PASS/FAIL against the bars of DESIGN.md section 6 and issue 23 and
// writes web/bench/last-run.json. A page that is not built yet is measured and reported, not
// an error; --strict makes a missed bar exit 1.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Flags, RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, repoRoot, startApp, type RunningApp } from '../e2e/app-server';
import { chromiumArgs, chromiumPath } from '../e2e/browser';

/** Real data the routes point at, discovered from the GraphQL API. */
interface RouteData {
  /** owner1's stored session, JSON, for the owner's signed-in routes. */
  ownerSession: string | null;
  /** The demo admin's stored session, JSON, for the admins' routes. */
  adminSession: string | null;
  citySlug: string;
  shopBikeId: number | null;
  /** Vietnamese wall-clock times, `YYYY-MM-DDTHH:mm`, as the web app's URLs carry them. */
  start: string;
  end: string;
}

// --- configuration: the URLs are not final; change them here --------------------------------
const config = {
  runs: 5,
  /** The trip: pickup this many days ahead at this time (Vietnam), for this many days. */
  trip: { daysAhead: 14, time: '10:00', days: 3 },
  routes: {
    landing: () => '/',
    search: (d: RouteData) => `/search?${trip(d)}`,
    bike: (d: RouteData) => `/bikes/${d.shopBikeId ?? 1}?${trip(d)}`,
    reservation: (d: RouteData) => `/reserve/${d.shopBikeId ?? 1}?${trip(d)}`,
    /** The shop owners' area: its home (the profile) for its JavaScript, signed in. */
    owner: () => '/shopowner',
    ownerLogin: () => '/shopowner/login',
    ownerBookings: () => '/shopowner/bookings',
    /** The admins' area: its menu, signed in, for its JavaScript. */
    admin: () => '/dashboard',
  } satisfies Record<string, (d: RouteData) => string>,
  /** Routes opened with owner1's session in the browser's storage. */
  signedIn: new Set(['owner', 'ownerBookings']),
  /** Routes opened with the admin's session. */
  signedInAdmin: new Set(['admin']),
  /** Routes measured for their JavaScript only. */
  jsOnly: new Set(['owner', 'admin']),
  owner: { username: 'owner1', password: 'demo-owner-pass' },
  admin: { username: 'admin', password: 'demo-admin-pass' },
  /** 1 KB = 1000 bytes, as Vite reports sizes. */
  bars: {
    jsKbGzip: { landing: 150, owner: 200 } as Record<string, number>,
    /** The owner pages' performance, at the median. */
    performance: 90,
    /** The traveller pages' (issue 23): at the median, and in every single run. */
    traveller: { performance: 92, lcpMs: 1800, tbtMs: 200, everyRun: 85 },
    accessibility: 95,
    'best-practices': 95,
    seo: 90,
  },
  /** The owner area's pages answer to performance and accessibility only (DESIGN.md 6). */
  ownerCategories: new Set(['performance', 'accessibility']),
  travellerRoutes: new Set(['landing', 'search', 'bike', 'reservation']),
};

/** The session as the web app keeps it (web/src/app/session/session.ts). */
const sessionStorageKey = 'xemay.session';
// -----------------------------------------------------------------------------------------------

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

function trip(d: RouteData): string {
  return new URLSearchParams({ city: d.citySlug, start: d.start, end: d.end }).toString();
}

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? config.runs);
const skipBuild = args.includes('--skip-build');
const strict = args.includes('--strict');
const skipLighthouse = args.includes('--skip-lighthouse');

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

// --- route data ------------------------------------------------------------------------------

async function graphql<T>(app: RunningApp, query: string, variables = {}): Promise<T> {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.map((e) => e.message).join('; ') ?? 'no data');
  return body.data;
}

function vietnamDate(daysAhead: number): string {
  const now = new Date(Date.now() + 7 * 3600_000 + daysAhead * 86400_000);
  return now.toISOString().slice(0, 10);
}

async function discoverRouteData(app: RunningApp): Promise<RouteData> {
  const start = `${vietnamDate(config.trip.daysAhead)}T${config.trip.time}`;
  const end = `${vietnamDate(config.trip.daysAhead + config.trip.days)}T${config.trip.time}`;
  const data: RouteData = {
    ownerSession: null,
    adminSession: null,
    citySlug: 'hanoi',
    shopBikeId: null,
    start,
    end,
  };
  const session = async (
    role: 'SHOP_OWNER' | 'ADMIN',
    { username, password }: { username: string; password: string },
  ) => {
    try {
      const { login } = await graphql<{ login: { token: string } }>(
        app,
        'mutation ($input: LoginInput!) { login(input: $input) { token } }',
        { input: { area: role, username, password } },
      );
      return JSON.stringify({ token: login.token, userName: username, role });
    } catch (error) {
      log(`bench:web: could not sign in as ${username}: ${(error as Error).message}`);
      return null;
    }
  };
  data.ownerSession = await session('SHOP_OWNER', config.owner);
  data.adminSession = await session('ADMIN', config.admin);
  try {
    const { cities } = await graphql<{
      cities: { edges: { node: { id: string; slug: string } }[] };
    }>(app, '{ cities(first: 5) { edges { node { id slug } } } }');
    for (const { node } of cities.edges) {
      const { searchBikes } = await graphql<{
        searchBikes: { totalCount: number; nodes: { shopBikeId: number }[] };
      }>(
        app,
        `
          query ($filter: BikeSearchFilter!) {
            searchBikes(filter: $filter, first: 1) {
              totalCount
              nodes {
                shopBikeId
              }
            }
          }
        `,
        {
          filter: {
            cityId: node.id,
            dateStartTravel: `${start}:00+07:00`,
            dateEndTravel: `${end}:00+07:00`,
          },
        },
      );
      if (searchBikes.nodes.length > 0) {
        return { ...data, citySlug: node.slug, shopBikeId: searchBikes.nodes[0].shopBikeId };
      }
      if (data.shopBikeId === null && data.citySlug === 'hanoi') data.citySlug = node.slug;
    }
    log('bench:web: no city has a free bike for the trip: bike and reservation use id 1');
  } catch (error) {
    log(`bench:web: could not discover route data (${(error as Error).message}): using defaults`);
  }
  return data;
}

// --- JavaScript before interaction -----------------------------------------------------------

interface ScriptLoad {
  url: string;
  status: number;
  bytes: number;
  gzipBytes: number;
  transferBytes: number;
}

interface JsMeasure {
  scripts: ScriptLoad[];
  gzipBytes: number;
  bytes: number;
  transferBytes: number;
  error?: string;
}

function isJavaScript(resourceType: string, contentType: string | undefined): boolean {
  return resourceType === 'script' || /javascript|ecmascript/i.test(contentType ?? '');
}

/** Loads each route cold in its own phone-sized context and sums its JavaScript. */
async function measureJs(
  app: RunningApp,
  urls: Record<string, string>,
  sessions: { owner: string | null; admin: string | null },
) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const out: Record<string, JsMeasure> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
      const session = config.signedIn.has(name)
        ? sessions.owner
        : config.signedInAdmin.has(name)
          ? sessions.admin
          : null;
      if (session)
        await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          sessionStorageKey,
          session,
        ] as const);
      const page = await context.newPage();
      const pending: Promise<ScriptLoad | null>[] = [];
      page.on('response', (response) => {
        const request = response.request();
        if (!isJavaScript(request.resourceType(), response.headers()['content-type'])) return;
        pending.push(
          (async () => {
            try {
              const body = await response.body();
              const sizes = await request.sizes();
              return {
                url: response.url().replace(app.baseUrl, ''),
                status: response.status(),
                bytes: body.length,
                gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
                transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
              };
            } catch {
              return null;
            }
          })(),
        );
      });
      const measure: JsMeasure = { scripts: [], gzipBytes: 0, bytes: 0, transferBytes: 0 };
      try {
        await page.goto(app.baseUrl + url, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      } catch (error) {
        measure.error = (error as Error).message.split('\n')[0];
      }
      measure.scripts = (await Promise.all(pending)).filter((s): s is ScriptLoad => s !== null);
      for (const script of measure.scripts) {
        measure.gzipBytes += script.gzipBytes;
        measure.bytes += script.bytes;
        measure.transferBytes += script.transferBytes;
      }
      out[name] = measure;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

// --- Lighthouse --------------------------------------------------------------------------------

interface LighthouseRun {
  scores: Partial<Record<Category, number | null>>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  error?: string;
  /** Failed audits of the accessibility, best-practices and SEO categories. */
  failedAudits?: string[];
  /** Lighthouse's measure of this machine's CPU at the time (lower: busier or slower). */
  benchmarkIndex?: number;
}

/** Chromium with a DevTools port for Lighthouse; killed by the returned function. */
async function launchDebuggableChromium(): Promise<{ port: number; kill: () => void }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    fs.rmSync(profile, { recursive: true, force: true });
    process.off('exit', kill);
  };
  process.on('exit', kill);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, kill };
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  kill();
  throw new Error(`Chromium did not open its DevTools port ${port}`);
}

/** What a failed audit found, for the ones whose id says too little (the console's errors). */
function auditDetail(audit: { details?: unknown } | undefined): string {
  const items = (audit?.details as { items?: { description?: unknown; url?: unknown }[] })?.items;
  const found = (items ?? [])
    .map((item) => [item.description, item.url].filter(Boolean).join(' at '))
    .filter(Boolean);
  return found.length > 0 ? ` (${found.slice(0, 3).join('; ')})` : '';
}

/**
 * Puts the owner's session into the debuggable Chromium's storage for the app's origin, for a
 * Lighthouse run that keeps storage (`disableStorageReset`).
 */
async function storeSession(port: number, baseUrl: string, session: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      sessionStorageKey,
      session,
    ] as const);
  } finally {
    await page.close();
  }
}

async function runLighthouse(
  url: string,
  port: number,
  keepStorage = false,
): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    disableStorageReset: keepStorage,
  };
  try {
    const result = (await lighthouse(url, flags)) as RunnerResult | undefined;
    if (!result) return { scores: {}, lcpMs: null, tbtMs: null, cls: null, error: 'no result' };
    const lhr = result.lhr;
    const scores: LighthouseRun['scores'] = {};
    for (const category of categories) {
      const score = lhr.categories[category]?.score;
      scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failedAudits = categories
      .filter((c) => c !== 'performance')
      .flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => `${c}: ${ref.id}${auditDetail(lhr.audits[ref.id])}`),
      );
    return {
      scores,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      error: lhr.runtimeError?.message,
      failedAudits,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    };
  } catch (error) {
    return { scores: {}, lcpMs: null, tbtMs: null, cls: null, error: (error as Error).message };
  }
}

function median(values: (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

// --- report --------------------------------------------------------------------------------------

interface RouteReport {
  route: string;
  url: string;
  js: JsMeasure;
  lighthouse: {
    runs: LighthouseRun[];
    median: {
      scores: Record<Category, number | null>;
      lcpMs: number | null;
      tbtMs: number | null;
      cls: number | null;
    };
  };
}

interface Bar {
  route: string;
  what: string;
  bar: string;
  measured: string;
  pass: boolean;
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** Issue 23's bars: performance, LCP and TBT at the median, and the worst run's score. */
function travellerBars(report: RouteReport): Bar[] {
  const bar = config.bars.traveller;
  const { median: m, runs: all } = report.lighthouse;
  const scores = all.map((run) => run.scores.performance);
  const known = scores.filter((s): s is number => typeof s === 'number');
  const worst = known.length === all.length && known.length > 0 ? Math.min(...known) : null;
  const score = m.scores.performance;
  return [
    {
      route: report.route,
      what: 'Lighthouse performance (median)',
      bar: `>= ${bar.performance}`,
      measured: score === null ? 'no score' : String(score),
      pass: score !== null && score >= bar.performance,
    },
    {
      route: report.route,
      what: 'LCP (median)',
      bar: `<= ${bar.lcpMs} ms`,
      measured: m.lcpMs === null ? 'none' : `${m.lcpMs.toFixed(0)} ms`,
      pass: m.lcpMs !== null && m.lcpMs <= bar.lcpMs,
    },
    {
      route: report.route,
      what: 'TBT (median)',
      bar: `<= ${bar.tbtMs} ms`,
      measured: m.tbtMs === null ? 'none' : `${m.tbtMs.toFixed(0)} ms`,
      pass: m.tbtMs !== null && m.tbtMs <= bar.tbtMs,
    },
    {
      route: report.route,
      what: 'Lighthouse performance (every run)',
      bar: `>= ${bar.everyRun}`,
      measured:
        worst === null
          ? `a run without a score (${scores.map((s) => s ?? '-').join(', ')})`
          : `lowest ${worst}`,
      pass: worst !== null && worst >= bar.everyRun,
    },
  ];
}

function barsFor(reports: RouteReport[]): Bar[] {
  const bars: Bar[] = [];
  for (const report of reports) {
    const jsBar = config.bars.jsKbGzip[report.route];
    if (jsBar !== undefined) {
      bars.push({
        route: report.route,
        what: 'JS before interaction (gzip)',
        bar: `<= ${jsBar} KB`,
        measured: report.js.error ? `error: ${report.js.error}` : kb(report.js.gzipBytes),
        pass: !report.js.error && report.js.gzipBytes <= jsBar * 1000,
      });
    }
    if (config.jsOnly.has(report.route) || skipLighthouse) continue;
    const traveller = config.travellerRoutes.has(report.route);
    if (traveller) bars.push(...travellerBars(report));
    for (const category of categories) {
      if (report.route.startsWith('owner') && !config.ownerCategories.has(category)) continue;
      if (traveller && category === 'performance') continue;
      const score = report.lighthouse.median.scores[category];
      const bar = config.bars[category];
      bars.push({
        route: report.route,
        what: `Lighthouse ${category}`,
        bar: `>= ${bar}`,
        measured: score === null ? 'no score' : String(score),
        pass: score !== null && score >= bar,
      });
    }
  }
  return bars;
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd : cell.padStart).call(cell, widths[i]))
        .join('  '),
    )
    .join('\n');
}

function show(value: number | null, digits = 0): string {
  return value === null ? '-' : value.toFixed(digits);
}

function printReport(reports: RouteReport[], bars: Bar[], load: number[]): void {
  console.log(
    skipLighthouse
      ? '\nbench:web: JavaScript only (--skip-lighthouse)\n'
      : `\nbench:web: median of ${runs} Lighthouse mobile run(s) per page\n`,
  );
  console.log(
    table([
      ['route', 'JS gzip', 'scripts', 'perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'TBT ms', 'CLS'],
      ...reports.map((r) => {
        const m = r.lighthouse.median;
        return [
          r.route,
          r.js.error ? 'error' : kb(r.js.gzipBytes),
          String(r.js.scripts.length),
          show(m.scores.performance),
          show(m.scores.accessibility),
          show(m.scores['best-practices']),
          show(m.scores.seo),
          show(m.lcpMs),
          show(m.tbtMs),
          show(m.cls, 3),
        ];
      }),
    ]),
  );
  if (!skipLighthouse) {
    console.log('\nLighthouse runs, each in a fresh Chromium (a first visit):\n');
    console.log(
      table([
        ['route', 'run', 'benchmarkIndex', 'perf', 'LCP ms', 'TBT ms'],
        ...reports.flatMap((r) =>
          r.lighthouse.runs.map((run, i) => [
            r.route,
            String(i + 1),
            show(run.benchmarkIndex ?? null),
            show(run.scores.performance ?? null),
            show(run.lcpMs),
            show(run.tbtMs),
          ]),
        ),
      ]),
    );
  }
  console.log('\nurls:');
  for (const r of reports) console.log(`  ${r.route.padEnd(14)} ${r.url}`);
  const failed = new Set(
    reports.flatMap((r) => r.lighthouse.runs.flatMap((run) => run.failedAudits ?? [])),
  );
  if (failed.size > 0) console.log(`\nfailed audits (any run): ${[...failed].sort().join(', ')}`);
  const errors = reports.flatMap((r) =>
    r.lighthouse.runs.filter((run) => run.error).map((run) => `${r.route}: ${run.error}`),
  );
  if (errors.length > 0) console.log(`\nLighthouse errors:\n  ${errors.join('\n  ')}`);
  console.log("\nbars (DESIGN.md section 6; the traveller pages' performance: issue 23):");
  console.log(
    table([
      ['', 'route', 'measure', 'bar', 'measured'],
      ...bars.map((b) => [b.pass ? 'PASS' : 'FAIL', b.route, b.what, b.bar, b.measured]),
    ]),
  );
  const benchmark = median(
    reports.flatMap((r) => r.lighthouse.runs.map((run) => run.benchmarkIndex)),
  );
  const cores = os.availableParallelism();
  console.log(
    `\nmachine: ${cores} cores, load average ${load.map((l) => l.toFixed(1)).join(' -> ')} ` +
      `(start -> end), Lighthouse benchmarkIndex median ${show(benchmark)}`,
  );
  if (Math.max(...load) > cores)
    console.log('  the machine was busy: performance scores and TBT are pessimistic');
  const missed = bars.filter((b) => !b.pass).length;
  console.log(`\n${bars.length - missed} bars passed, ${missed} failed`);
}

// --- main ----------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  if (!skipBuild) {
    log('bench:web: npm run build');
    // A production build whatever the shell exports (NODE_ENV=development would make Vite
    // bundle React's development runtime).
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) {
      log('bench:web: the web build failed');
      return 1;
    }
  }
  log('bench:web: starting the app (npm start, fresh DATA_DIR)');
  const app = await startApp({ readyTimeoutMs: 180_000 });
  try {
    const data = await discoverRouteData(app);
    const urls = Object.fromEntries(
      Object.entries(config.routes).map(([name, route]) => [name, route(data)]),
    );
    log(`bench:web: JavaScript per route`);
    const js = await measureJs(app, urls, { owner: data.ownerSession, admin: data.adminSession });

    const lighthouseRuns: Record<string, LighthouseRun[]> = {};
    // The pages take turns, run after run, so that a busy spell of the machine does not fall
    // on one page's runs only.
    for (let run = 1; run <= (skipLighthouse ? 0 : runs); run++) {
      for (const [name, url] of Object.entries(urls)) {
        if (config.jsOnly.has(name)) continue;
        const signedIn = config.signedIn.has(name) && data.ownerSession !== null;
        log(`bench:web: Lighthouse ${name} run ${run}/${runs}`);
        const chrome = await launchDebuggableChromium();
        try {
          if (signedIn) await storeSession(chrome.port, app.baseUrl, data.ownerSession!);
          const result = await runLighthouse(app.baseUrl + url, chrome.port, signedIn);
          log(
            `  benchmarkIndex ${show(result.benchmarkIndex ?? null)}, performance ` +
              `${show(result.scores.performance ?? null)}, LCP ${show(result.lcpMs)} ms, ` +
              `TBT ${show(result.tbtMs)} ms${result.error ? `, error: ${result.error}` : ''}`,
          );
          (lighthouseRuns[name] ??= []).push(result);
        } finally {
          chrome.kill();
        }
      }
    }

    const reports: RouteReport[] = Object.entries(urls).map(([route, url]) => {
      const runsOf = lighthouseRuns[route] ?? [];
      const scores = Object.fromEntries(
        categories.map((c) => [c, median(runsOf.map((r) => r.scores[c]))]),
      ) as Record<Category, number | null>;
      return {
        route,
        url,
        js: js[route],
        lighthouse: {
          runs: runsOf,
          median: {
            scores,
            lcpMs: median(runsOf.map((r) => r.lcpMs)),
            tbtMs: median(runsOf.map((r) => r.tbtMs)),
            cls: median(runsOf.map((r) => r.cls)),
          },
        },
      };
    });
    const bars = barsFor(reports);
    const load = [loadAtStart, os.loadavg()[0]];
    printReport(reports, bars, load);

    const chromiumVersion = spawnSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
    }).stdout.trim();
    const commit = spawnSync('git', ['rev-parse', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).stdout.trim();
    const out = path.join(repoRoot, 'web/bench/last-run.json');
    const json = JSON.stringify({
      at: new Date().toISOString(),
      commit,
      node: process.version,
      chromium: chromiumVersion,
      cores: os.availableParallelism(),
      loadAverage: load,
      runs,
      lighthouse: skipLighthouse
        ? 'skipped'
        : { formFactor: 'mobile', throttling: 'simulate (default)' },
      seconds: Math.round((Date.now() - started) / 1000),
      routeData: {
        ...data,
        ownerSession: data.ownerSession ? 'owner1 (token not kept)' : null,
        adminSession: data.adminSession ? 'admin (token not kept)' : null,
      },
      routes: reports,
      bars,
    });
    // Formatted as Prettier would, so `prettier --check .` passes with the file present
    // (Prettier reads only the root .gitignore, not web/bench/.gitignore).
    const prettier = await import('prettier');
    const style = await prettier.resolveConfig(out);
    fs.writeFileSync(out, await prettier.format(json, { ...style, filepath: out }));
    console.log(
      `\nwritten: ${path.relative(repoRoot, out)} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
    return strict && bars.some((b) => !b.pass) ? 1 : 0;
  } finally {
    await app.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
