// Issue 21, the owner's bikes: a new owner with a shop of their own adds a bike with three
// photos uploaded from files (progress and preview shown), offers it there with two units; the
// traveller's bike page then shows it with its photos; another owner opening its edit URL sees
// "Not found"; unsaved changes and deleting ask first; axe finds nothing serious in en and vn.
import { appUrl, graphql, type Phone } from './browser';
import {
  apiSession,
  createOwnerShop,
  demoOwnerPassword,
  loginTexts,
  look,
  newOwner,
  ownerBrowser,
  signInOnPage,
} from './owner';
import { fillBikeForm, photoFile, photoGroups } from './ownerBikes';

const browser = ownerBrowser();

async function signedIn(
  phone: Phone,
  path: string,
  username: string,
  password: string,
  lang: 'en' | 'vn' = 'en',
) {
  await phone.page.goto(appUrl(path));
  await phone.page.waitForURL((url) => url.pathname === '/shopowner/login');
  await signInOnPage(phone.page, username, password, loginTexts[lang]);
  await phone.page.waitForURL((url) => url.pathname === path);
}

test('an owner adds a bike with three photos at their shop; travellers see it; owner2 does not', async () => {
  const owner = await newOwner('Bikes');
  const token = await apiSession(owner.username, owner.password);
  const stamp = Date.now().toString(36);
  const shop = await createOwnerShop(token, { name: `Quy Nhơn Bikes ${stamp}` });
  const bikeName = `Honda Wave ${stamp}`;
  const photos = [
    await photoFile('side.jpg', { r: 200, g: 30, b: 30 }, true),
    await photoFile('front.jpg', { r: 30, g: 160, b: 30 }),
    await photoFile('back.jpg', { r: 30, g: 30, b: 200 }),
  ] as const;

  const phone = await browser.newPhone({ appLang: 'en' });
  let shopBikeId = 0;
  try {
    const { page } = phone;
    await signedIn(phone, '/shopowner/bikes', owner.username, owner.password);
    await page.getByRole('heading', { level: 1, name: 'Bikes' }).waitFor();
    await page.getByText('You have no bikes yet.').waitFor();
    await look(page, 'owner-bikes-empty-en');

    await page.getByRole('link', { name: 'Add a bike' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a bike' }).waitFor();
    // With one shop, the bike is offered there from the start.
    expect(await page.getByRole('checkbox', { name: `Offer at ${shop.name}` }).isChecked()).toBe(
      true,
    );

    // A slow upload, so the progress shows: the side photo is some hundred kB.
    const cdp = await phone.context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 4_000_000,
      uploadThroughput: 150_000,
    });
    const side = page.getByRole('group', { name: 'Side photo' });
    await side.getByLabel('Choose a file').setInputFiles(photos[0]);
    await side.getByRole('img', { name: 'Side photo, preview' }).waitFor();
    expect(await side.getByRole('img').getAttribute('src')).toMatch(/^blob:/);
    await side.getByRole('progressbar', { name: 'Side photo: upload' }).waitFor();
    await side.getByText(/^Uploading… \d+ %$/).waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await side.getByText('Uploaded. Save the bike to keep it.').waitFor();

    // A file that is no picture is refused beside its photo, with the way on.
    const front = page.getByRole('group', { name: 'Front photo' });
    await front
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await front.getByRole('alert').filter({ hasText: 'is not a JPEG, PNG or WebP' }).waitFor();

    await fillBikeForm(page, {
      name: bikeName,
      units: { [shop.name]: 2 },
      photos: [photos[0], photos[1], photos[2]],
    });
    for (const name of photoGroups)
      await page
        .getByRole('group', { name })
        .getByRole('img', { name: `${name}, preview` })
        .waitFor();
    await look(page, 'owner-bike-new-en');
    await page.getByRole('button', { name: 'Save bike' }).click();

    await page.getByRole('heading', { level: 1, name: 'Bikes' }).waitFor();
    const row = page.getByRole('link', { name: new RegExp(`^${bikeName}`) });
    await row.getByText(`${shop.name}: 2 units`, { exact: false }).waitFor();
    shopBikeId = Number(/\/(\d+)\/edit$/.exec((await row.getAttribute('href')) ?? '')?.[1]);
    expect(shopBikeId).toBeGreaterThan(0);
    await look(phone.page, 'owner-bikes-list-en');

    const { ownerShopBike } = await graphql<{
      ownerShopBike: {
        unitCount: number;
        storeDatabaseId: number;
        bike: { photos: Record<'side' | 'front' | 'back', string | null> };
      };
    }>(
      `
        query Bike($id: ID!) {
          ownerShopBike(id: $id) {
            unitCount
            storeDatabaseId
            bike {
              photos {
                side
                front
                back
              }
            }
          }
        }
      `,
      { id: Buffer.from(`ShopBike:${shopBikeId}`).toString('base64url') },
      token,
    );
    expect(ownerShopBike.unitCount).toBe(2);
    expect(ownerShopBike.storeDatabaseId).toBe(shop.databaseId);
    expect(Object.values(ownerShopBike.bike.photos).every(Boolean)).toBe(true);

    // The edit page: the stored photos, the shop with its two units.
    await row.click();
    await page.getByRole('heading', { level: 1, name: bikeName }).waitFor();
    await page.getByRole('img', { name: 'Back photo, preview' }).waitFor();
    expect(
      await page
        .getByRole('group', { name: `Offer at ${shop.name}` })
        .getByRole('textbox', { name: 'Units' })
        .inputValue(),
    ).toBe('2');
    await look(page, 'owner-bike-edit-en');

    // Unsaved changes warn before leaving.
    await page.getByRole('textbox', { name: 'Bike name' }).fill(`${bikeName} changed`);
    await page.getByRole('link', { name: 'Bikes' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/shopowner/bikes/${shopBikeId}/edit`);
    await page.getByRole('textbox', { name: 'Bike name' }).fill(bikeName);
    expect(phone.problems()).toEqual([]);
  } finally {
    await phone.close();
  }

  // The traveller's bike page shows it with its three photos (the shop is online).
  const traveller = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = traveller;
    await page.goto(appUrl(`/bikes/${shopBikeId}`));
    await page.getByRole('heading', { level: 1, name: bikeName }).waitFor();
    for (const view of ['side', 'front', 'back']) {
      const image = page.getByRole('img', { name: `${bikeName}, ${view} view` });
      await image.waitFor({ state: 'attached' });
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
        await image.elementHandle(),
      );
    }
  } finally {
    await traveller.close();
  }

  // owner2 (demo data, untouched) opening its edit URL: not found.
  const other = await browser.newPhone({ appLang: 'en' });
  try {
    await signedIn(other, `/shopowner/bikes/${shopBikeId}/edit`, 'owner2', demoOwnerPassword);
    await other.page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
    expect(await other.page.getByRole('textbox', { name: 'Bike name' }).count()).toBe(0);
  } finally {
    await other.close();
  }

  // In Vietnamese: the list and the edit page; then deleting asks first.
  const vn = await browser.newPhone({ appLang: 'vn' });
  try {
    const { page } = vn;
    await signedIn(vn, '/shopowner/bikes', owner.username, owner.password, 'vn');
    // Signing in takes over the account's language (English): switch, as an owner would.
    await page.getByRole('button', { name: 'VN', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Xe' }).waitFor();
    await page.getByRole('link', { name: new RegExp(`^${bikeName}`) }).waitFor();
    await look(page, 'owner-bikes-list-vn');
    await page.getByRole('link', { name: new RegExp(`^${bikeName}`) }).click();
    await page.getByRole('heading', { level: 1, name: bikeName }).waitFor();
    await page.getByRole('img', { name: 'Ảnh bên hông, xem trước' }).waitFor();
    await look(page, 'owner-bike-edit-vn');

    await page.getByRole('button', { name: 'Xóa xe' }).click();
    const ask = page.getByRole('dialog', { name: 'Xóa xe này?' });
    await ask.getByText('sẽ bị gỡ khỏi tất cả cửa hàng của bạn. Không thể hoàn tác.').waitFor();
    await ask.getByRole('button', { name: 'Hủy' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/shopowner/bikes/${shopBikeId}/edit`);

    await page.getByRole('button', { name: 'Xóa xe' }).click();
    await ask.getByRole('button', { name: 'Xóa khỏi tất cả cửa hàng' }).click();
    await page.waitForURL((url) => url.pathname === '/shopowner/bikes');
    await page.getByText('Bạn chưa có xe nào.', { exact: false }).waitFor();
    expect(vn.problems()).toEqual([]);
  } finally {
    await vn.close();
  }
});
