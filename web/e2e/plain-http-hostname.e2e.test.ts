// The app opened as a phone on the LAN sees it: plain http on a hostname that is not
// localhost, so not a secure origin. Nothing may force HTTPS there, or every script breaks.
import http from 'node:http';
import { appPort, launchBrowser, type E2eBrowser } from './browser';

const host = 'xemay.test';
let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser({ mapHosts: [host] });
});
afterAll(async () => {
  await browser?.close();
});

test('the landing page loads over plain http on a LAN hostname', async () => {
  const phone = await browser.newPhone();
  const url = `http://${host}:${appPort()}/`;
  try {
    const response = await phone.page.goto(url, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const headers = (await response?.allHeaders()) ?? {};
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy'] ?? '').not.toMatch(/upgrade-insecure-requests/i);

    await phone.page.getByRole('banner').waitFor();
    await phone.page.getByRole('heading', { level: 1 }).first().waitFor();

    expect(phone.problems()).toEqual([]);
    expect(phone.scripts.length).toBeGreaterThan(0);
    for (const script of phone.scripts) {
      expect(`${new URL(script.url).protocol} ${script.status}`).toBe('http: 200');
      expect(new URL(script.url).host).toBe(`${host}:${appPort()}`);
    }
  } finally {
    await phone.close();
  }
});

/** GET over plain http with the LAN hostname in `Host` (fetch may not set Host). */
function get(path: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: appPort(), path, headers: { host: `${host}:${appPort()}` } },
      (response) => {
        response.resume();
        resolve(response);
      },
    );
    request.on('error', reject);
  });
}

test.each(['/', '/search', '/health'])(
  'plain http %s carries no header that forces HTTPS',
  async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'] ?? '')).not.toMatch(
      /upgrade-insecure-requests/i,
    );
  },
);

test('the harness keeps every request on this machine', async () => {
  const phone = await browser.newPhone();
  try {
    await expect(phone.page.goto('http://example.com/')).rejects.toThrow();
    expect(phone.blockedRequests).toEqual(['http://example.com/']);
  } finally {
    await phone.close();
  }
});
