// The e2e harness: Debian's Chromium through playwright-core, phones, a guard that keeps
// every request on this machine, problem collection, axe and the dev mailbox.
import AxeBuilder from '@axe-core/playwright';
import axeCore, { type AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { appUrl } from './app-url';
import { shownMessageIds } from './messageIds';

export { appUrl, appPort } from './app-url';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export interface LaunchOptions {
  /**
   * Hostnames Chromium resolves to 127.0.0.1 (`--host-resolver-rules`), to open the app the
   * way a phone on the LAN sees it: an origin that is not localhost, so not secure.
   */
  mapHosts?: string[];
}

export interface E2eBrowser {
  browser: Browser;
  /** Loopback plus the mapped hostnames: the only hosts a page may reach. */
  allowedHosts: Set<string>;
  /** A phone: 360x780, touch, scale 2, every request guarded and every problem recorded. */
  newPhone(options?: PhoneOptions): Promise<Phone>;
  close(): Promise<void>;
}

/** One Chromium per test file: launch it in beforeAll, close it in afterAll. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<E2eBrowser> {
  const mapHosts = options.mapHosts ?? [];
  const args = [...chromiumArgs];
  if (mapHosts.length > 0)
    args.push(`--host-resolver-rules=${mapHosts.map((host) => `MAP ${host} 127.0.0.1`).join(',')}`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  const allowedHosts = new Set([...loopbackHosts, ...mapHosts.map((h) => h.toLowerCase())]);
  return {
    browser,
    allowedHosts,
    newPhone: (phoneOptions) => newPhone(browser, allowedHosts, phoneOptions),
    close: () => browser.close(),
  };
}

export interface PhoneOptions {
  /** The browser's locale (navigator.language, Accept-Language); default en-US. */
  locale?: string;
  /** The app's language (localStorage `appLang`), set before the first page loads. */
  appLang?: 'en' | 'vn';
  viewport?: { width: number; height: number };
  /** A desktop browser (no touch, scale 1) rather than a phone. */
  desktop?: boolean;
  /** false: a browser with JavaScript off (a crawler, a link preview). */
  javaScript?: boolean;
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** URLs of requests to any other host: aborted, never sent. */
  blockedRequests: string[];
  /** console.error messages and uncaught page errors. */
  consoleErrors: string[];
  /** Requests that failed (network error) or were answered 400 or more. */
  failedRequests: string[];
  /**
   * Requests the page itself dropped (net::ERR_ABORTED: it navigated away or cancelled the
   * fetch). A person sees nothing of these, so they are not problems.
   */
  abortedRequests: string[];
  /** Every script response: its URL and status. */
  scripts: { url: string; status: number }[];
  /** Everything above that should be empty after a clean visit, one line each. */
  problems(): string[];
  /** Forgets what was recorded so far (e.g. after a step that is expected to fail). */
  clear(): void;
  close(): Promise<void>;
}

export async function newPhone(
  browser: Browser,
  allowedHosts: Set<string>,
  options: PhoneOptions = {},
): Promise<Phone> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 360, height: 780 },
    screen: options.viewport ?? { width: 360, height: 780 },
    isMobile: !options.desktop,
    hasTouch: !options.desktop,
    deviceScaleFactor: options.desktop ? 1 : 2,
    locale: options.locale ?? 'en-US',
    javaScriptEnabled: options.javaScript ?? true,
  });
  if (options.appLang) {
    // The server renders the page in the language the app's cookie names (app/preferenceCookie.ts).
    await context.addCookies([{ name: 'appLang', value: options.appLang, url: appUrl('/') }]);
    // Only when unset: a language the test switches to survives reloads, as on a phone.
    await context.addInitScript((lang) => {
      try {
        if (!window.localStorage.getItem('appLang')) window.localStorage.setItem('appLang', lang);
      } catch {
        // Opaque origins (about:blank) have no storage.
      }
    }, options.appLang);
  }

  const blockedRequests: string[] = [];
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  const abortedRequests: string[] = [];
  const scripts: { url: string; status: number }[] = [];

  await context.route('**/*', (route) => {
    const url = route.request().url();
    let host = '';
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      // Not a URL with a host.
    }
    if (allowedHosts.has(host)) return route.continue();
    blockedRequests.push(url);
    return route.abort('blockedbyclient');
  });
  context.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console.error: ${message.text()}`);
  });
  context.on('weberror', (error) => consoleErrors.push(`uncaught: ${error.error().message}`));
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    const line = `${request.method()} ${request.url()}: ${reason}`;
    (reason === 'net::ERR_ABORTED' ? abortedRequests : failedRequests).push(line);
  });
  context.on('response', (response) => {
    const request = response.request();
    if (response.status() >= 400)
      failedRequests.push(`${request.method()} ${response.url()}: HTTP ${response.status()}`);
    if (request.resourceType() === 'script')
      scripts.push({ url: response.url(), status: response.status() });
  });

  const page = await context.newPage();
  return {
    context,
    page,
    blockedRequests,
    consoleErrors,
    failedRequests,
    abortedRequests,
    scripts,
    problems: () => [
      ...blockedRequests.map((url) => `blocked (left the machine): ${url}`),
      ...consoleErrors,
      ...failedRequests.map((line) => `request failed: ${line}`),
    ],
    clear() {
      for (const list of [blockedRequests, consoleErrors, failedRequests, abortedRequests, scripts])
        list.length = 0;
    },
    close: () => context.close(),
  };
}

/**
 * axe-core on every rule, as AxeBuilder runs it, for the violations. A page without frames
 * (every screen of the app) gets axe once per document and one `axe.run`, keeping only the
 * violations' details: AxeBuilder's default injects it on every call and finishes the run in a
 * new blank page, which made a check several times slower (1.3 s against 0.25 s per screen).
 * A page with frames still goes through AxeBuilder, which checks inside them.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).analyze();
  type WithAxe = { axe?: Partial<typeof axeCore> };
  const loaded = await page.evaluate(
    () => typeof (window as unknown as WithAxe).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(axeCore.source);
  return page.evaluate(() =>
    (window as unknown as WithAxe).axe!.run!(document, { resultTypes: ['violations'] }),
  );
}

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe on the page as it is now; returns the serious and critical violations (tests expect
 * none), each with the selectors of the offending nodes. A text shown as its message id (its
 * texts not loaded with the screen) counts as one too: that is what a screen reader would read.
 */
export async function checkA11y(page: Page): Promise<A11yViolation[]> {
  const ids = await shownMessageIds(page);
  const results = await runAxe(page);
  const untranslated: A11yViolation[] = ids.length
    ? [{ id: 'message-id-shown', impact: 'serious', help: 'Texts not loaded', targets: ids }]
    : [];
  return untranslated.concat(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      })),
  );
}

/** One e-mail as `GET /dev/mailbox` (Accept: application/json) lists it; see dev-mailbox.ts. */
export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL in the text, in order (built on PUBLIC_URL, i.e. localhost). */
  links: string[];
  status: string;
  createdAt: string;
}

/** The outbox, newest first; only the mail to `to` when given. */
export async function readMailbox(to?: string): Promise<Mail[]> {
  const query = new URLSearchParams({ limit: '500' });
  if (to) query.set('to', to);
  const response = await fetch(appUrl(`/dev/mailbox?${query}`), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /dev/mailbox answered ${response.status}`);
  const body = (await response.json()) as { data: Mail[] };
  return body.data;
}

/**
 * The newest link to `pathname` (`/verify`, `/cancel`, `/review`) in the mail to `to`, as a
 * path with its query (`/verify?token=…`), to open on whatever host the test uses. Waits up
 * to `timeoutMs` for the mail to arrive.
 */
export async function findMailLink(
  to: string,
  pathname: '/verify' | '/cancel' | '/review' | (string & {}),
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of await readMailbox(to)) {
      for (const link of mail.links) {
        const url = new URL(link);
        if (url.pathname === pathname) return url.pathname + url.search;
      }
    }
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} with a link to ${pathname} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** POSTs a GraphQL operation to the app; throws on errors. */
export async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(appUrl('/graphql'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data)
    throw new Error(`GraphQL: ${body.errors?.map((e) => e.message).join('; ') ?? response.status}`);
  return body.data;
}
