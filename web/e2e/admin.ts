// The admins' side of the browser tests (issue 22): the demo admin signing in through the
// admin login as a person does, the two screen sizes the issue asks for, and one look at a
// screen (axe, no horizontal overflow, a screenshot to $ADMIN_SCREENSHOTS when it is set).
import type { Page } from 'playwright-core';
import { appUrl, checkA11y, type E2eBrowser } from './browser';
import { overflowOf } from './fits';
import { adminSession, ownerBrowser } from './owner';

/** The demo admin (never changed by a test). */
export const demoAdmin = { username: 'admin', password: 'demo-admin-pass' };

/** A phone and a desktop (issue 22: 360x780 and 1280x800). */
export const adminViewports = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export const adminTexts = {
  en: {
    loginTitle: 'Sign in to xemay admin',
    username: /^Username$/,
    password: /^Password$/,
    submit: /^Sign in$/,
    menuTitle: 'Admin menu',
    signOut: 'Sign out',
  },
  vn: {
    loginTitle: 'Đăng nhập xemay admin',
    username: /^Tên đăng nhập$/,
    password: /^Mật khẩu$/,
    submit: /^Đăng nhập$/,
    menuTitle: 'Menu quản trị',
    signOut: 'Đăng xuất',
  },
} as const;

export type AdminLang = keyof typeof adminTexts;

/** Fills the admin login that is open, and sends it. */
export async function signInAdminOnPage(
  page: Page,
  lang: AdminLang = 'en',
  { username, password } = demoAdmin,
): Promise<void> {
  const t = adminTexts[lang];
  await page.getByRole('heading', { level: 1, name: t.loginTitle }).waitFor();
  await page.getByRole('textbox', { name: t.username }).fill(username);
  await page.getByLabel(t.password).fill(password);
  await page.getByRole('button', { name: t.submit }).click();
}

/**
 * Opens `path` in a page not yet signed in, by signing in as the demo admin on the login that
 * brings the admin back to it. (Opening `path` first would race the guard's redirect, which
 * happens in the page once the area's code has loaded.)
 */
export async function openAsAdmin(page: Page, path: string, lang: AdminLang = 'en') {
  await page.goto(appUrl(`/dashboard/login?redirectURL=${encodeURIComponent(path)}`));
  await signInAdminOnPage(page, lang);
  await page.waitForURL((url) => url.pathname !== '/dashboard/login');
}

/**
 * What a screen must be, whatever it shows: no serious or critical axe finding, nothing past
 * the right edge; and a screenshot to look at when $ADMIN_SCREENSHOTS names a folder.
 */
export async function lookAt(page: Page, name: string) {
  if (process.env.ADMIN_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.ADMIN_SCREENSHOTS}/${name}.png` });
  expect(await checkA11y(page)).toEqual([]);
  expect((await overflowOf(page)).offenders).toEqual([]);
}

/**
 * The test file's Chromium and the demo admin's API session, made before its tests (then
 * `setUp`, given the session) and closed after them: call it once at the top of the file.
 */
export function adminBrowser(setUp?: (adminToken: string) => Promise<unknown>): {
  browser: E2eBrowser;
  adminToken(): string;
} {
  let token: string | undefined;
  const browser = ownerBrowser(async () => {
    token = await adminSession();
    await setUp?.(token);
  });
  return {
    browser,
    adminToken() {
      if (!token) throw new Error('the admin signs in in beforeAll: use it in a test');
      return token;
    },
  };
}
