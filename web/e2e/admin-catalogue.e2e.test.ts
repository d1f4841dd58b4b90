// Issue 22, done-when 2: the admin creates a city, a brand with a bike name, a category and an
// add-on (names of their own, the e2e database is shared), then deletes the brand while a bike
// of another owner uses it and reads the refusal explained; axe on every catalogue screen in
// English and Vietnamese, at 1280x800 and at 360x780.
import type { Locator, Page } from 'playwright-core';
import { appUrl, checkA11y, launchBrowser, type E2eBrowser } from './browser';
import { apiSession, createOwnerShop, newOwner, signInOnPage } from './owner';
import { photoFile } from './ownerBikes';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sizes = [
  { name: 'desktop', width: 1280, height: 800, desktop: true },
  { name: 'phone', width: 360, height: 780, desktop: false },
];

let shot = 0;

/** axe on the page (no serious or critical finding); with SHOTS_DIR set, a screenshot too. */
async function expectAccessible(page: Page, label: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir)
    await page.screenshot({
      path: `${dir}/${String(++shot).padStart(2, '0')}-${label}.png`,
      fullPage: true,
    });
  expect({ label, violations: await checkA11y(page) }).toEqual({ label, violations: [] });
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** A list screen once its rows are there: a table on a desktop, cards on a phone. */
async function listShown(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('table').or(main.getByRole('list')).first().waitFor();
}

/** The REST id at the end of the page's path (`/dashboard/brands/12` → 12). */
const idInPath = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** The screen's own width: no sideways scrolling. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Whether the whole of what `locator` shows comes on screen (within 2 s), unscrolled by the test. */
async function inView(page: Page, locator: Locator) {
  const viewport = page.viewportSize()!;
  for (let tries = 0; tries < 20; tries += 1) {
    const box = await locator.boundingBox();
    // A pixel's tolerance: scrolling lands on whole device pixels.
    if (box !== null && box.y >= -1 && box.y + box.height <= viewport.height + 1) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

test.each(sizes)(
  'the admin keeps the catalogue and reads why a brand in use stays ($name)',
  async ({ name: sizeName, width, height, desktop }) => {
    const stamp = `${Date.now().toString(36)}${sizeName[0]}`;
    const phone = await browser.newPhone({ appLang: 'en', viewport: { width, height }, desktop });
    const { page } = phone;
    const visited: string[] = [];
    try {
      await page.goto(appUrl('/dashboard/cities'));
      await page.waitForURL((url) => url.pathname === '/dashboard/login');
      await signInOnPage(page, 'admin', 'demo-admin-pass');
      await heading(page, 'Cities');
      await listShown(page);
      await page.getByRole('button', { name: 'Export CSV' }).waitFor();
      await expectAccessible(page, `${sizeName}-cities`);
      visited.push('/dashboard/cities');

      // A city.
      const city = `Catalogue City ${stamp}`;
      await page.getByRole('link', { name: 'New city' }).click();
      await heading(page, 'New city');
      await page.getByRole('textbox', { name: 'Name in English' }).fill(city);
      await page.getByRole('textbox', { name: 'Name in Vietnamese' }).fill(`Thành phố ${stamp}`);
      await page.getByRole('textbox', { name: 'Latitude of the centre' }).fill('12,25');
      await page.getByRole('textbox', { name: 'Longitude of the centre' }).fill('109.19');
      await page
        .getByLabel(/^Choose a picture of the city/)
        .setInputFiles(await photoFile('city.jpg', { r: 40, g: 120, b: 200 }, true));
      await page.getByRole('img', { name: "The city's picture" }).waitFor();
      await page.getByText('Picture sent: save to keep it').waitFor();
      await expectAccessible(page, `${sizeName}-city-new`);
      visited.push('/dashboard/cities/new');
      await page.getByRole('button', { name: 'Create city' }).click();
      await heading(page, city);
      await expect(
        page.getByRole('img', { name: "The city's picture" }).getAttribute('src'),
      ).resolves.toMatch(/^\/media\/cities\//);
      visited.push(new URL(page.url()).pathname);
      await expectAccessible(page, `${sizeName}-city`);

      // A brand with a bike name.
      const brand = `Catalogue Brand ${stamp}`;
      const bikeName = `Wave ${stamp}`;
      await page.goto(appUrl('/dashboard/brands'));
      await heading(page, 'Brands and bike names');
      await listShown(page);
      visited.push('/dashboard/brands');
      if (!desktop) {
        // A card's name is a link a thumb can hit, not just its line of text.
        const link = await page.getByRole('link', { name: 'Honda', exact: true }).boundingBox();
        expect(link?.height).toBeGreaterThanOrEqual(44);
      }
      await expectAccessible(page, `${sizeName}-brands`);
      await page.getByRole('link', { name: 'New brand' }).click();
      await heading(page, 'New brand');
      visited.push('/dashboard/brands/new');
      await page.getByRole('button', { name: 'Create brand' }).click();
      await page.getByText('Choose at least one kind of bike').waitFor();
      await page.getByRole('textbox', { name: 'Brand name' }).fill(brand);
      await page.getByRole('checkbox', { name: 'Scooter' }).check();
      await page.getByRole('button', { name: 'Create brand' }).click();
      await heading(page, brand);
      const brandId = idInPath(page);
      visited.push(new URL(page.url()).pathname);
      await page.getByRole('textbox', { name: 'New bike name' }).fill(bikeName);
      await page.getByRole('button', { name: 'Add bike name' }).click();
      await page.getByRole('button', { name: `Rename ${bikeName}` }).waitFor();
      await expectAccessible(page, `${sizeName}-brand`);

      // Another owner's bike of that brand, made through the API.
      const owner = await newOwner('Catalogue');
      await createOwnerShop(await apiSession(owner.username, owner.password), {
        name: `Catalogue shop ${stamp}`,
        bike: {
          name: `${brand} ${bikeName}`,
          more: { brandId: Buffer.from(`Brand:${brandId}`).toString('base64url') },
        },
      });
      await page.reload();
      await heading(page, brand);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('dialog', { name: `Delete ${brand}?` }).waitFor();
      await page.getByRole('button', { name: 'Delete for good' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: `${brand} was not deleted` });
      await refusal.waitFor();
      // The Delete button is at the foot of the page: the refusal below it is brought in view.
      await expect(inView(page, refusal)).resolves.toBe(true);
      await expect(refusal.textContent()).resolves.toContain(
        `1 bike is still of ${brand}. Its owner must give it another brand, or delete it`,
      );
      await refusal.getByRole('link', { name: 'Back to brands' }).waitFor();
      await expectAccessible(page, `${sizeName}-brand-refused`);

      // A category.
      const category = `Catalogue Category ${stamp}`;
      await page.goto(appUrl('/dashboard/categories'));
      await heading(page, 'Categories');
      await listShown(page);
      visited.push('/dashboard/categories');
      await expectAccessible(page, `${sizeName}-categories`);
      await page.getByRole('link', { name: 'New category' }).click();
      await heading(page, 'New category');
      visited.push('/dashboard/categories/new');
      await page.getByRole('textbox', { name: 'Name in English' }).fill(category);
      await page.getByRole('textbox', { name: 'Name in Vietnamese' }).fill(`Danh mục ${stamp}`);
      await page.getByRole('button', { name: 'Create category' }).click();
      await heading(page, category);
      visited.push(new URL(page.url()).pathname);
      await expectAccessible(page, `${sizeName}-category`);

      // An add-on.
      const addon = `Catalogue Gloves ${stamp}`;
      await page.goto(appUrl('/dashboard/addons'));
      await heading(page, 'Add-ons');
      await listShown(page);
      visited.push('/dashboard/addons');
      await expectAccessible(page, `${sizeName}-addons`);
      await page.getByRole('link', { name: 'New add-on' }).click();
      await heading(page, 'New add-on');
      visited.push('/dashboard/addons/new');
      await page.getByRole('combobox', { name: 'Kind' }).selectOption('ACCESSORY');
      await page.getByRole('textbox', { name: 'Name in English' }).fill(addon);
      await page.getByRole('textbox', { name: 'Name in Vietnamese' }).fill(`Găng tay ${stamp}`);
      await page.getByRole('textbox', { name: 'Picture key' }).fill('gloves');
      await page.getByRole('textbox', { name: 'Suggested price per day (VND)' }).fill('20000');
      await page.getByRole('textbox', { name: 'Most a traveller may take' }).fill('2');
      await expectAccessible(page, `${sizeName}-addon-new`);
      await page.getByRole('button', { name: 'Create add-on' }).click();
      await heading(page, addon);
      visited.push(new URL(page.url()).pathname);
      await expectAccessible(page, `${sizeName}-addon`);
      await expectNoOverflow(page);

      // Every screen once more in Vietnamese.
      // As the language switch keeps the choice: on the device and in its cookie.
      await page.evaluate(() => {
        window.localStorage.setItem('appLang', 'vn');
        document.cookie = 'appLang=vn; Path=/';
      });
      for (const path of visited) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.locator('html[lang="vi"]').waitFor();
        if (/^\/dashboard\/[a-z]+$/.test(path)) await listShown(page);
        await expectNoOverflow(page);
        await expectAccessible(page, `${sizeName}-vn-${path.split('/').slice(2).join('-')}`);
      }
      expect(phone.problems()).toEqual([]);
    } finally {
      await phone.close();
    }
  },
  // Four records made, one refused, 23 screens checked by axe: minutes on a loaded 2-core CI.
  300_000,
);
