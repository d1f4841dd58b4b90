// The shop owners' side of the browser tests (issue 21): sessions through the API, fresh
// owner accounts made as an admin makes them (an invitation e-mailed, accepted), and signing in
// through the login page as a person does.
import type { Page } from 'playwright-core';
import { findMailLink, graphql, launchBrowser, type E2eBrowser } from './browser';
import { overflowOf } from './fits';
import { noUserErrors } from './longValues';
import { expectAccessible } from './traveller';

/**
 * The test file's Chromium, launched before its tests (then `setUp`, e.g. the test city) and
 * closed after them: call it once at the top of the file.
 */
export function ownerBrowser(setUp?: () => Promise<unknown>): E2eBrowser {
  let launched: E2eBrowser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
    await setUp?.();
  });
  afterAll(async () => {
    await launched?.close();
  });
  const open = () => {
    if (!launched) throw new Error('the browser is launched in beforeAll: use it in a test');
    return launched;
  };
  return {
    get browser() {
      return open().browser;
    },
    get allowedHosts() {
      return open().allowedHosts;
    },
    newPhone: (options) => open().newPhone(options),
    close: () => open().close(),
  };
}

/**
 * Looks at the screen a person sees: axe finds no serious or critical violation, nothing is
 * wider than the phone, and with $OWNER_SCREENSHOTS set, the whole page is saved there as
 * `<name>.png` to look at.
 */
export async function look(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  const { scrollWidth, offenders } = await overflowOf(page);
  expect({ name, scrollWidth, offenders }).toEqual({ name, scrollWidth: 360, offenders: [] });
  const shots = process.env.OWNER_SCREENSHOTS;
  if (shots)
    await page.screenshot({
      path: `${shots}/${name.replace(/[^\w-]+/g, '-')}.png`,
      fullPage: true,
    });
}

export const demoOwnerPassword = 'demo-owner-pass';
const admin = { username: 'admin', password: 'demo-admin-pass' };

export async function apiSession(
  username: string,
  password: string,
  area: 'SHOP_OWNER' | 'ADMIN' = 'SHOP_OWNER',
): Promise<string> {
  const { login } = await graphql<{ login: { token: string } }>(
    `
      mutation Login($input: LoginInput!) {
        login(input: $input) {
          token
        }
      }
    `,
    { input: { area, username, password } },
  );
  return login.token;
}

export const adminSession = () => apiSession(admin.username, admin.password, 'ADMIN');

export interface Invited {
  username: string;
  name: string;
  email: string;
  /** `/shopowner/verify?token=…`, as e-mailed. */
  invitationPath: string;
}

/**
 * A new shop owner, invited by the admin through the API; nobody else's data is touched.
 * `name` and `email` may be given (long real values); the username is made unique.
 */
export async function inviteOwner(
  label: string,
  given: { name?: string; email?: string } = {},
): Promise<Invited> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `${label}${stamp}`.toLowerCase().slice(0, 30);
  const email = given.email ?? `${username}@owners.example`;
  const name = given.name ?? `${label} ${stamp}`;
  const { createShopOwner } = await graphql<{
    createShopOwner: { userErrors: { field: string; message: string }[] };
  }>(
    `
      mutation Invite($input: CreateShopOwnerInput!) {
        createShopOwner(input: $input) {
          userErrors {
            field
            message
          }
        }
      }
    `,
    { input: { userName: username, email, name, language: 'EN' } },
    await adminSession(),
  );
  if (createShopOwner.userErrors.length > 0)
    throw new Error(`createShopOwner: ${JSON.stringify(createShopOwner.userErrors)}`);
  const invitationPath = await findMailLink(email, '/shopowner/verify');
  return { username, name, email, invitationPath };
}

/** A new owner with a password, ready to sign in (the invitation accepted through the API). */
export async function newOwner(label: string, password = 'Lantern-Harbour-42') {
  const invited = await inviteOwner(label);
  const token = new URL(invited.invitationPath, 'http://x').searchParams.get('token') ?? '';
  await graphql(
    `
      mutation Accept($input: AcceptShopOwnerInvitationInput!) {
        acceptShopOwnerInvitation(input: $input) {
          userErrors {
            message
          }
        }
      }
    `,
    { input: { token, password } },
  );
  return { ...invited, password };
}

export interface LoginTexts {
  username: RegExp;
  password: RegExp;
  submit: RegExp;
}

export const loginTexts: Record<'en' | 'vn', LoginTexts> = {
  en: { username: /^Username$/, password: /^Password$/, submit: /^Sign in$/ },
  vn: { username: /^Tên đăng nhập$/, password: /^Mật khẩu$/, submit: /^Đăng nhập$/ },
};

/** Fills the login page that is open, and sends it. */
export async function signInOnPage(
  page: Page,
  username: string,
  password: string,
  t: LoginTexts = loginTexts.en,
): Promise<void> {
  await page.getByRole('textbox', { name: t.username }).fill(username);
  await page.getByLabel(t.password).fill(password);
  await page.getByRole('button', { name: t.submit }).click();
}

/**
 * The city the owner tests open their shops in: Quy Nhơn, which the demo data has not, made
 * once through the admin API. The traveller tests look at the demo cities (Hanoi's map, Da
 * Lat's pages…), which the owners' new shops then never change.
 */
export const ownerTestCity = {
  slug: 'quy-nhon',
  nameEn: 'Quy Nhon',
  latitude: 13.7765,
  longitude: 109.2237,
};

let testCity: Promise<string> | null = null;

/** The global id of the owner tests' city, made when it is not there yet. */
export function ensureOwnerTestCity(): Promise<string> {
  testCity ??= (async () => {
    const find = async () => {
      const { cityBySlug } = await graphql<{ cityBySlug: { id: string } | null }>(
        `
          query City($slug: String!) {
            cityBySlug(slug: $slug) {
              id
            }
          }
        `,
        { slug: ownerTestCity.slug },
      );
      return cityBySlug?.id ?? null;
    };
    const found = await find();
    if (found) return found;
    const { createCity } = await graphql<{
      createCity: { city: { id: string } | null; userErrors: { message: string }[] };
    }>(
      `
        mutation MakeCity($input: CreateCityInput!) {
          createCity(input: $input) {
            city {
              id
            }
            userErrors {
              message
            }
          }
        }
      `,
      {
        input: {
          slug: ownerTestCity.slug,
          nameEn: ownerTestCity.nameEn,
          nameVn: 'Quy Nhơn',
          latitude: ownerTestCity.latitude,
          longitude: ownerTestCity.longitude,
        },
      },
      await adminSession(),
    );
    // Another test file may have made it in the meantime.
    const id = createCity.city?.id ?? (await find());
    if (!id) throw new Error(`no test city: ${JSON.stringify(createCity.userErrors)}`);
    return id;
  })();
  return testCity;
}

const wholeDay = [{ start: '08:00', end: '23:45' }];
const everyDay = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, wholeDay]),
);

let bikeKinds: Promise<{ brandId: string; categoryId: string }> | null = null;

/** The first brand and category of the demo catalogue, asked for once. */
function firstBrandAndCategory() {
  bikeKinds ??= graphql<{
    brands: { nodes: { id: string }[] };
    categories: { nodes: { id: string }[] };
  }>(`
    query {
      brands(first: 1) {
        nodes {
          id
        }
      }
      categories(first: 1) {
        nodes {
          id
        }
      }
    }
  `).then(({ brands, categories }) => ({
    brandId: brands.nodes[0].id,
    categoryId: categories.nodes[0].id,
  }));
  return bikeKinds;
}

export interface OwnerShop {
  id: string;
  databaseId: number;
  name: string;
  /** The bike asked for, there; `databaseId` is the shop bike's REST id (`/reserve/:id`). */
  bike: { shopBikeId: string; databaseId: number; name: string } | null;
}

export interface ShopBikeSpec {
  name: string;
  units?: number;
  /** VND per day, also the shop's price. */
  defaultPrice?: number;
  depositPrice?: number;
  /** Other fields of CreateBikeInput (a type, the engine…) over the scooter's. */
  more?: Record<string, unknown>;
}

/**
 * A shop of the owner whose token is given, in `ownerTestCity`, open every day 08:00–23:45,
 * online unless told otherwise, and a scooter there when `bike` is given: made through the API
 * as the owner's pages make them. `more` sets other fields of CreateStoreInput (the demo
 * owner's long values in a demo city).
 */
export async function createOwnerShop(
  token: string,
  {
    name,
    online = true,
    bike,
    more,
  }: { name: string; online?: boolean; bike?: ShopBikeSpec; more?: Record<string, unknown> },
): Promise<OwnerShop> {
  const { createStore } = await graphql<{
    createStore: {
      store: { id: string; databaseId: number } | null;
      userErrors: { message: string }[];
    };
  }>(
    `
      mutation Shop($input: CreateStoreInput!) {
        createStore(input: $input) {
          store {
            id
            databaseId
          }
          userErrors {
            message
          }
        }
      }
    `,
    {
      input: {
        name,
        address: '12 Xuân Diệu, Quy Nhơn',
        cityId: await ensureOwnerTestCity(),
        email: 'shop@owners.example',
        phone: '+84 256 123 4567',
        location: { latitude: 13.7696, longitude: 109.2314 },
        pickupPossible: true,
        schedule: everyDay,
        online,
        preview: false,
        ...more,
      },
    },
    token,
  );
  noUserErrors('createStore', createStore);
  const store = createStore.store!;
  if (!bike) return { ...store, name, bike: null };
  const { createBike } = await graphql<{
    createBike: {
      shopBike: { id: string; databaseId: number } | null;
      userErrors: { message: string }[];
    };
  }>(
    `
      mutation Bike($input: CreateBikeInput!) {
        createBike(input: $input) {
          shopBike {
            id
            databaseId
          }
          userErrors {
            message
          }
        }
      }
    `,
    {
      input: {
        name: bike.name,
        ...(await firstBrandAndCategory()),
        bikeType: 'SCOOTER',
        gearType: 'AUTOMATIC',
        defaultPrice: bike.defaultPrice ?? 120_000,
        depositPrice: bike.depositPrice ?? 1_000_000,
        topSpeed: 90,
        weight: 100,
        power: 8,
        engineCc: 110,
        shops: [{ storeId: store.id, units: bike.units ?? 2 }],
        ...bike.more,
      },
    },
    token,
  );
  noUserErrors('createBike', createBike);
  const { id: shopBikeId, databaseId } = createBike.shopBike!;
  return { ...store, name, bike: { shopBikeId, databaseId, name: bike.name } };
}
