// Issue 21: every screen of the owner area, in English and Vietnamese, at 360 px, for an owner
// with a shop, a bike and an accessory (made through the API, with a 40-character name): axe finds no serious or
// critical violation and nothing is wider than the phone. The screens' own tests go deeper;
// this one makes sure none is left out.
import { appUrl, graphql } from './browser';
import { noUserErrors } from './longValues';
import {
  apiSession,
  createOwnerShop,
  loginTexts,
  look,
  newOwner,
  ownerBrowser,
  signInOnPage,
} from './owner';

const browser = ownerBrowser();

interface Ids {
  shop: number;
  shopBike: number;
  accessory: number;
}

async function ownerWithEverything() {
  const owner = await newOwner('Screens');
  const token = await apiSession(owner.username, owner.password);
  // One unbroken 40-character word in the shop's and the bike's names: the worst case.
  const label = `XuanHuongLakesideMotorbikeRentalsQuyNhon ${owner.username.slice(-4)}`;
  const shop = await createOwnerShop(token, {
    name: `${label} Rentals`,
    bike: { name: `Honda Vision ${label}`, depositPrice: 1_500_000 },
  });
  const { addons } = await graphql<{
    addons: { nodes: { id: string; databaseId: number; type: string }[] };
  }>(
    `
      query {
        addons(first: 100) {
          nodes {
            id
            databaseId
            type
          }
        }
      }
    `,
    {},
    token,
  );
  const accessory = addons.nodes.find((addon) => addon.type === 'ACCESSORY')!;
  const { offerAddonAtStores } = await graphql<{
    offerAddonAtStores: { userErrors: { message: string }[] };
  }>(
    `
      mutation Offer($input: OfferAddonAtStoresInput!) {
        offerAddonAtStores(input: $input) {
          userErrors {
            message
          }
        }
      }
    `,
    { input: { accessoryId: accessory.id, storeIds: [shop.id] } },
    token,
  );
  noUserErrors('offerAddonAtStores', offerAddonAtStores);
  const ids: Ids = {
    shop: shop.databaseId,
    shopBike: shop.bike!.databaseId,
    accessory: accessory.databaseId,
  };
  return { owner, ids };
}

/** Each screen: its path, and the h1 it shows in en and vn once it has its data. */
const screens = (ids: Ids): [string, string, RegExp][] => [
  ['profile', '/shopowner', /^(Welcome|Xin chào), /],
  ['bookings', `/shopowner/bookings`, /./],
  ['history', `/shopowner/bookings/history`, /./],
  ['shops', '/shopowner/shops', /./],
  ['shop-new', '/shopowner/shops/new', /./],
  ['shop-edit', `/shopowner/shops/${ids.shop}`, /XuanHuongLakeside/],
  ['shop-created', `/shopowner/shops/${ids.shop}/created`, /./],
  ['bikes', '/shopowner/bikes', /./],
  ['bike-new', '/shopowner/bikes/new', /./],
  ['bike-edit', `/shopowner/bikes/${ids.shopBike}/edit`, /./],
  ['availability', '/shopowner/availability', /./],
  ['accessories', '/shopowner/accessories', /./],
  ['accessory-new', '/shopowner/accessories/new', /./],
  ['accessory-edit', `/shopowner/accessories/${ids.accessory}`, /./],
  ['offers', '/shopowner/offers', /./],
  ['offer-new', '/shopowner/offers/new', /./],
  ['reviews', '/shopowner/reviews', /./],
  ['password', '/shopowner/password', /./],
  ['language', '/shopowner/language', /./],
];

test.each(['en', 'vn'] as const)(
  'every owner screen reads well at 360 px (%s)',
  async (lang) => {
    const { owner, ids } = await ownerWithEverything();
    const phone = await browser.newPhone({ appLang: lang });
    try {
      const { page } = phone;
      await page.goto(appUrl('/shopowner/login'));
      await signInOnPage(page, owner.username, owner.password, loginTexts[lang]);
      await page.waitForURL((url) => url.pathname === '/shopowner');
      // Signing in takes over the account's language (English for a new owner).
      await page.getByRole('button', { name: lang.toUpperCase(), exact: true }).click();
      for (const [screen, path, heading] of screens(ids)) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // Skeletons make way for the data (the status line says it is loading).
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        expect({
          screen,
          notFound: await page.getByText(/^(Not found|Không tìm thấy)$/).count(),
        }).toEqual({
          screen,
          notFound: 0,
        });
        await look(page, `${lang}-${screen}`);
      }
    } finally {
      await phone.close();
    }
  },
  240_000,
);
