// Issue 22, done-when 1: the admin invites a shop owner from the admins' area; the e-mailed link
// opens the owner's verify page, where the new owner chooses a password, then signs in. Also: the
// list finds the owner by search (accents ignored), and axe on each shop-owner screen in en and
// vn, at 1280x800 and 360x780. Every owner made here is new and uniquely named.
import type { Page } from 'playwright-core';
import { appUrl, checkA11y, findMailLink, launchBrowser, type E2eBrowser } from './browser';
import { loginTexts, signInOnPage } from './owner';

const admin = { username: 'admin', password: 'demo-admin-pass' };
const desktop = { width: 1280, height: 800 };
const phoneSize = { width: 360, height: 780 };

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs the admin in through the admin login, which then opens `path`. */
async function adminSignIn(page: Page, path: string, language: 'en' | 'vn' = 'en') {
  await page.goto(appUrl(`/dashboard/login?redirectURL=${encodeURIComponent(path)}`));
  await signInOnPage(page, admin.username, admin.password, loginTexts[language]);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  // Signing in adopts the account's language (the demo admin's is English): switch back.
  if (language === 'vn') await page.getByRole('button', { name: 'VN', exact: true }).click();
}

/** axe on the screen as it is; with SHOTS_DIR set, a screenshot of it to look at. */
async function checkScreen(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
  expect(await checkA11y(page)).toEqual([]);
}

const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('done-when 1: the admin invites a shop owner, who sets a password through the e-mailed link and signs in', async () => {
  const stamp = stampOf();
  const owner = {
    username: `invite.${stamp}`,
    name: `Trần Thị Khánh ${stamp}`,
    // About 60 characters: lists, details and forms must wrap it, not clip it.
    email: `khanh.nguyen.thi.${stamp}@saigon-scooter-owners.example`,
  };
  const adminPhone = await browser.newPhone({ appLang: 'en', viewport: desktop });
  const ownerPhone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = adminPhone;
    await adminSignIn(page, '/dashboard/shop-owners');
    await page.getByRole('heading', { level: 1, name: 'Shop owners' }).waitFor();
    await page.getByRole('link', { name: 'Invite a shop owner' }).click();
    await page.getByRole('heading', { level: 1, name: 'Invite a shop owner' }).waitFor();
    await page.getByRole('textbox', { name: 'Username' }).fill(owner.username);
    await page.getByRole('textbox', { name: 'Full name' }).fill(owner.name);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(owner.email);
    await page.getByRole('button', { name: 'Create and send the invitation' }).click();
    await page.getByRole('heading', { level: 1, name: owner.name }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboard\/shop-owners\/\d+$/);
    await page.getByText(`Invitation sent to ${owner.email}.`).waitFor();

    // The list finds the new owner by part of the name, typed without accents.
    await page.getByRole('link', { name: 'Back to shop owners' }).click();
    await page
      .getByRole('searchbox', { name: 'Search by name, username or e-mail' })
      .fill(`tran thi khanh ${stamp}`);
    const found = page.getByRole('table', {
      name: `Shop owners matching “tran thi khanh ${stamp}”`,
    });
    await found.getByRole('link', { name: owner.name }).waitFor();
    await page.getByText('1 of 1 shown').waitFor();
    expect(await found.getByRole('row').count()).toBe(2);

    // The invitation, as e-mailed, opens the owner's verify page.
    const link = await findMailLink(owner.email, '/shopowner/verify');
    const ownerPage = ownerPhone.page;
    await ownerPage.goto(appUrl(link));
    await ownerPage.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    await ownerPage.getByText(owner.username, { exact: true }).waitFor();
    const password = 'Lotus-Lantern-58';
    await ownerPage.getByLabel(/^New password$/).fill(password);
    await ownerPage.getByLabel(/^Repeat the password$/).fill(password);
    await ownerPage.getByRole('button', { name: 'Save and sign in' }).click();
    await ownerPage.getByRole('heading', { level: 1, name: `Welcome, ${owner.name}` }).waitFor();
    await ownerPage.getByRole('button', { name: 'Sign out' }).click();
    await ownerPage.getByRole('heading', { level: 1, name: 'Sign in to your shop' }).waitFor();
    await signInOnPage(ownerPage, owner.username, password);
    await ownerPage.getByRole('heading', { level: 1, name: `Welcome, ${owner.name}` }).waitFor();

    // The admin's list now shows the invitation as accepted.
    await page.reload();
    await page.getByRole('link', { name: owner.name }).waitFor();
    expect(adminPhone.blockedRequests).toEqual([]);
    expect(ownerPhone.blockedRequests).toEqual([]);
  } finally {
    await adminPhone.close();
    await ownerPhone.close();
  }
});

const screenTexts = {
  en: { list: 'Shop owners', invite: 'Invite a shop owner' },
  vn: { list: 'Chủ cửa hàng', invite: 'Mời chủ cửa hàng' },
};

for (const [size, viewport] of [
  ['1280x800', desktop],
  ['360x780', phoneSize],
] as const) {
  for (const language of ['en', 'vn'] as const) {
    test(`axe finds nothing serious on the shop-owner screens, ${language}, ${size}`, async () => {
      const phone = await browser.newPhone({ appLang: language, viewport });
      try {
        const { page } = phone;
        const t = screenTexts[language];
        await adminSignIn(page, '/dashboard/shop-owners', language);
        await page.getByRole('heading', { level: 1, name: t.list }).waitFor();
        await page.getByRole('switch').first().waitFor();
        await checkScreen(page, `list-${language}-${size}`);
        const noHorizontalScroll = await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        );
        expect(noHorizontalScroll).toBe(true);

        await page.getByRole('link', { name: t.invite }).click();
        await page.getByRole('heading', { level: 1, name: t.invite }).waitFor();
        await checkScreen(page, `new-${language}-${size}`);

        // A demo owner's page: details, statistics, monthly orders.
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: t.list }).waitFor();
        const first = page.getByRole(viewport === desktop ? 'table' : 'list').getByRole('link');
        await first.first().click();
        await page.waitForURL((url) => /^\/dashboard\/shop-owners\/\d+$/.test(url.pathname));
        await page.getByLabel(/^(Month|Tháng)$/).waitFor();
        await checkScreen(page, `owner-${language}-${size}`);
        expect(phone.blockedRequests).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  }
}
