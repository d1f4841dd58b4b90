// Issue 21 (shops): a new owner creates a shop with two opening slots on Monday, an
// overlapping slot is refused, the shop is edited and taken offline after a confirmation;
// another owner opening its URL sees "Not found"; axe on the list and the edit screen.
import type { Page } from 'playwright-core';
import { appUrl } from './browser';
import {
  demoOwnerPassword,
  ensureOwnerTestCity,
  loginTexts,
  look,
  newOwner,
  ownerBrowser,
  ownerTestCity,
  signInOnPage,
} from './owner';
import { createShopThroughPage, fillShopAbout, setSlot, weekday } from './ownerShops';

// The city select lists it only once it exists.
const browser = ownerBrowser(ensureOwnerTestCity);

async function signIn(
  page: Page,
  path: string,
  username: string,
  password: string,
  lang: 'en' | 'vn' = 'en',
) {
  await page.goto(appUrl(path));
  await page.waitForURL((url) => url.pathname === '/shopowner/login');
  await signInOnPage(page, username, password, loginTexts[lang]);
  await page.waitForURL((url) => url.pathname === path);
}

test('a new owner creates, edits and takes offline a shop; another owner cannot open it', async () => {
  const owner = await newOwner('Shops');
  const stamp = Date.now().toString(36);
  const name = `Đà Lạt Wheels ${stamp}`;
  const phone = await browser.newPhone({ appLang: 'en' });
  let shopId = 0;
  try {
    const { page } = phone;
    await signIn(page, '/shopowner/shops', owner.username, owner.password);
    await page.getByRole('heading', { level: 1, name: 'My shops' }).waitFor();
    await page.getByRole('link', { name: 'Add your first shop' }).waitFor();
    await look(page, 'shops-list-empty-en');

    // An overlapping slot is refused, next to its day.
    await page.getByRole('link', { name: 'Add your first shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'New shop' }).waitFor();
    await fillShopAbout(page, { name, city: ownerTestCity.nameEn });
    await setSlot(page, 'Monday', 1, ['08:00', '12:00']);
    await setSlot(page, 'Monday', 2, ['11:00', '17:00']);
    const overlap = weekday(page, 'Monday').getByRole('alert');
    await overlap.filter({ hasText: 'Monday, slot 2 overlaps 08:00–12:00' }).waitFor();
    await page.getByRole('switch', { name: 'Online' }).click();
    await page.getByRole('button', { name: 'Create shop' }).click();
    await page.getByRole('alert').filter({ hasText: 'Some details need a change' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shopowner/shops/new');
    await look(page, 'shops-new-overlap-en');

    // Two slots that touch nothing: created, online.
    await setSlot(page, 'Monday', 2, ['13:00', '17:00']);
    expect(await overlap.count()).toBe(0);
    await page.getByRole('button', { name: 'Create shop' }).click();
    await page.waitForURL((url) => /^\/shopowner\/shops\/\d+\/created$/.test(url.pathname));
    shopId = Number(new URL(page.url()).pathname.split('/')[3]);
    await page
      .getByRole('status')
      .filter({ hasText: `${name} is online` })
      .waitFor();
    await page.getByRole('link', { name: 'Add bikes' }).waitFor();
    await look(page, 'shops-created-en');

    // Edited: the two slots came back; a new name is saved.
    await page.getByRole('link', { name: 'Edit the shop' }).click();
    await page.getByRole('heading', { level: 1, name: `Edit ${name}` }).waitFor();
    const monday = weekday(page, 'Monday');
    expect(await monday.getByRole('combobox', { name: 'Opens (slot 1)' }).inputValue()).toBe(
      '08:00',
    );
    expect(await monday.getByRole('combobox', { name: 'Opens (slot 2)' }).inputValue()).toBe(
      '13:00',
    );
    expect(await monday.getByRole('combobox', { name: 'Closes (slot 2)' }).inputValue()).toBe(
      '17:00',
    );
    await look(page, 'shops-edit-en');
    const renamed = `${name} Centre`;
    await page.getByRole('textbox', { name: 'Shop name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/shopowner/shops');
    const card = page.getByRole('link', { name: new RegExp(renamed) });
    await card.filter({ hasText: 'Online' }).waitFor();
    await look(page, 'shops-list-en');

    // Offline only after a confirmation.
    await card.click();
    await page.getByRole('heading', { level: 1, name: `Edit ${renamed}` }).waitFor();
    const online = page.getByRole('switch', { name: 'Online' });
    await online.click();
    const sheet = page.getByRole('dialog', { name: 'Take the shop offline?' });
    await sheet.waitFor();
    await look(page, 'shops-offline-confirm-en');
    await sheet.getByRole('button', { name: 'Take offline' }).click();
    await page.waitForFunction(
      () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'false',
    );
    await page.getByRole('link', { name: 'My shops' }).first().click();
    await page
      .getByRole('link', { name: new RegExp(renamed) })
      .filter({ hasText: 'Offline' })
      .waitFor();
    expect(
      // Map tiles come from another host, which the test browser blocks.
      phone
        .problems()
        .filter(
          (line) =>
            !line.includes('ERR_BLOCKED_BY_CLIENT') &&
            !line.startsWith('blocked (left the machine): https://tile.'),
        ),
    ).toEqual([]);
  } finally {
    await phone.close();
  }

  // Another owner: the same URL is "Not found".
  const other = await browser.newPhone({ appLang: 'en' });
  try {
    await signIn(other.page, `/shopowner/shops/${shopId}`, 'owner2', demoOwnerPassword);
    await other.page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
    expect(await other.page.getByRole('textbox', { name: 'Shop name' }).count()).toBe(0);
  } finally {
    await other.close();
  }

  // In Vietnamese: the list and the edit screen.
  const vn = await browser.newPhone({ appLang: 'vn' });
  try {
    const { page } = vn;
    await signIn(page, '/shopowner/shops', owner.username, owner.password, 'vn');
    // Signing in takes over the account's language (English): the owner switches.
    await page.getByRole('heading', { level: 1, name: 'My shops' }).waitFor();
    await page.getByRole('button', { name: 'VN', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Cửa hàng của tôi' }).waitFor();
    await look(page, 'shops-list-vn');
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await page.getByRole('heading', { level: 1, name: /^Sửa / }).waitFor();
    await page.getByRole('group', { name: 'Thứ Hai' }).waitFor();
    await look(page, 'shops-edit-vn');
  } finally {
    await vn.close();
  }
});

test('the helper creates a shop through the page for other tests', async () => {
  const owner = await newOwner('ShopHelper');
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    await signIn(phone.page, '/shopowner/shops', owner.username, owner.password);
    const id = await createShopThroughPage(phone.page, {
      name: `Quy Nhon Rides ${Date.now().toString(36)}`,
      city: ownerTestCity.nameEn,
    });
    expect(id).toBeGreaterThan(0);
  } finally {
    await phone.close();
  }
});
