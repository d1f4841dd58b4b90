// Issue 21: the owner's accessories and services, and availability. A fresh owner with a shop
// and a bike of two units (made through the API) adds a catalogue accessory at a price, changes
// the price, switches it off at the shop (travellers no longer see it), marks one unit as not
// rentable (the search then has one unit fewer) and deletes the accessory after the warning.
import { appUrl, graphql } from './browser';
import {
  apiSession,
  createOwnerShop,
  ensureOwnerTestCity,
  loginTexts,
  look,
  newOwner,
  ownerBrowser,
  signInOnPage,
} from './owner';
import { addDays, vietnamToday } from './traveller';

const browser = ownerBrowser();

interface World {
  owner: Awaited<ReturnType<typeof newOwner>>;
  token: string;
  cityId: string;
  shop: { id: string; name: string };
  bikeName: string;
  accessory: { id: string; databaseId: number; name: string };
}

async function makeWorld(): Promise<World> {
  const owner = await newOwner('Catalogue');
  const token = await apiSession(owner.username, owner.password);
  const stamp = Date.now().toString(36);
  const { addons } = await graphql<{
    addons: { nodes: { id: string; databaseId: number; type: string; name: { en: string } }[] };
  }>(`
    query {
      addons(first: 100) {
        nodes {
          id
          databaseId
          type
          name {
            en
          }
        }
      }
    }
  `);
  const accessory = addons.nodes.find((addon) => addon.type === 'ACCESSORY')!;
  const bikeName = `Catalogue Wave ${stamp}`;
  const shop = await createOwnerShop(token, {
    name: `Catalogue shop ${stamp}`,
    bike: { name: bikeName },
  });
  return {
    owner,
    token,
    cityId: await ensureOwnerTestCity(),
    shop: { id: shop.id, name: shop.name },
    bikeName,
    accessory: { id: accessory.id, databaseId: accessory.databaseId, name: accessory.name.en },
  };
}

/** What a traveller is offered at the shop. */
async function publicAddons(shopId: string) {
  const { publicShopAddons } = await graphql<{
    publicShopAddons: { nodes: { addonDatabaseId: number; pricePerDay: number }[] };
  }>(
    `
      query ($storeId: ID!) {
        publicShopAddons(storeId: $storeId, first: 100) {
          nodes {
            addonDatabaseId
            pricePerDay
          }
        }
      }
    `,
    { storeId: shopId },
  );
  return publicShopAddons.nodes;
}

/** The units a traveller's search finds free at the shop for the trip. */
async function freeUnits(world: World, start: string, end: string) {
  const { searchBikes } = await graphql<{
    searchBikes: { nodes: { name: string; freeUnits: number }[] };
  }>(
    `
      query ($filter: BikeSearchFilter!) {
        searchBikes(filter: $filter, first: 100) {
          nodes {
            name
            freeUnits
          }
        }
      }
    `,
    {
      filter: {
        cityId: world.cityId,
        storeIds: [world.shop.id],
        dateStartTravel: start,
        dateEndTravel: end,
      },
    },
  );
  return searchBikes.nodes.find((node) => node.name === world.bikeName)?.freeUnits ?? 0;
}

const toDotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

test('an owner adds, prices, switches off and deletes an accessory, and blocks a unit', async () => {
  const world = await makeWorld();
  const name = world.accessory.name;
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await page.goto(appUrl('/shopowner/accessories'));
    await page.waitForURL((url) => url.pathname === '/shopowner/login');
    await signInOnPage(page, world.owner.username, world.owner.password);
    await page.getByRole('heading', { level: 1, name: 'Accessories and services' }).waitFor();
    await page.getByText('You offer no accessories or services yet.').waitFor();
    await look(page, 'catalogue-01');

    await page.getByRole('link', { name: 'Add from the catalogue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add from the catalogue' }).waitFor();
    await page
      .getByRole('combobox', { name: 'Accessory or service' })
      .selectOption({ label: name });
    await page.getByRole('textbox', { name: 'Price per day (VND)' }).fill('25000');
    await look(page, 'catalogue-02');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/shopowner/accessories');
    await page.getByRole('link', { name: `Edit ${name}` }).waitFor();
    await look(page, 'catalogue-03');
    expect(await publicAddons(world.shop.id)).toEqual([
      { addonDatabaseId: world.accessory.databaseId, pricePerDay: 25_000 },
    ]);

    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const price = page.getByRole('textbox', { name: 'Price per day (VND)' });
    expect(await price.inputValue()).toBe('25000');
    await look(page, 'catalogue-04');
    await price.fill('30000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/shopowner/accessories');
    expect(await publicAddons(world.shop.id)).toEqual([
      { addonDatabaseId: world.accessory.databaseId, pricePerDay: 30_000 },
    ]);

    await page.goto(appUrl('/shopowner/availability'));
    await page.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
    const toggle = page.getByRole('switch', { name });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await look(page, 'catalogue-05');
    await toggle.click();
    await page.getByText(`${name} is switched off at this shop`).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await publicAddons(world.shop.id)).toEqual([]);

    const startDay = addDays(vietnamToday(), 10);
    const endDay = addDays(vietnamToday(), 12);
    const tripStart = `${startDay}T10:00`;
    const tripEnd = `${endDay}T10:00`;
    expect(await freeUnits(world, tripStart, tripEnd)).toBe(2);
    await page.getByRole('button', { name: `Mark unavailable: ${world.bikeName}` }).click();
    const sheet = page.getByRole('dialog', { name: `Not rentable: ${world.bikeName}` });
    await sheet.waitFor();
    await sheet.getByRole('combobox', { name: 'Which unit' }).selectOption({ index: 1 });
    await sheet.getByRole('textbox', { name: 'From (DD.MM.YYYY)' }).fill(toDotted(startDay));
    await sheet.getByRole('textbox', { name: 'Until (DD.MM.YYYY)' }).fill(toDotted(endDay));
    await look(page, 'catalogue-06');
    await sheet.getByRole('button', { name: 'Save period' }).click();
    await page.getByText('The period is saved').waitFor();
    await page
      .getByRole('button', {
        name: new RegExp(`^Remove the period Unit .+: ${toDotted(startDay)}`),
      })
      .waitFor();
    expect(await freeUnits(world, tripStart, tripEnd)).toBe(1);

    await page.goto(appUrl(`/shopowner/accessories/${world.accessory.databaseId}`));
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await confirm.getByText('This removes it from all your shops and cannot be undone.').waitFor();
    await look(page, 'catalogue-07');
    await confirm.getByRole('button', { name: 'Delete from all shops' }).click();
    await page.waitForURL((url) => url.pathname === '/shopowner/accessories');
    await page.getByText('You offer no accessories or services yet.').waitFor();
    const { ownerStoreAddonGroups } = await graphql<{
      ownerStoreAddonGroups: { totalCount: number };
    }>('{ ownerStoreAddonGroups { totalCount } }', {}, world.token);
    expect(ownerStoreAddonGroups.totalCount).toBe(0);

    await page.goto(appUrl('/shopowner/accessories/999999'));
    await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
  } finally {
    await phone.close();
  }
});

test('the screens read well in Vietnamese too', async () => {
  const world = await makeWorld();
  // Signing in takes over the account's language (the invitation made it English).
  await graphql(
    'mutation($input: SetMyLanguageInput!) { setMyLanguage(input: $input) { userErrors { message } } }',
    { input: { language: 'VN' } },
    world.token,
  );
  const phone = await browser.newPhone({ appLang: 'vn' });
  try {
    const { page } = phone;
    await page.goto(appUrl('/shopowner/accessories'));
    await page.waitForURL((url) => url.pathname === '/shopowner/login');
    await signInOnPage(page, world.owner.username, world.owner.password, loginTexts.vn);
    await page.getByRole('heading', { level: 1, name: 'Phụ kiện và dịch vụ' }).waitFor();
    await look(page, 'catalogue-08');
    await page.getByRole('link', { name: 'Thêm từ danh mục' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thêm từ danh mục' }).waitFor();
    await page.getByRole('combobox', { name: 'Phụ kiện hoặc dịch vụ' }).waitFor();
    await look(page, 'catalogue-09');
    await page.goto(appUrl('/shopowner/availability'));
    await page.getByRole('heading', { level: 1, name: 'Tình trạng sẵn có' }).waitFor();
    await page
      .getByRole('button', { name: `Đánh dấu không cho thuê: ${world.bikeName}` })
      .waitFor();
    await look(page, 'catalogue-10');
  } finally {
    await phone.close();
  }
});
