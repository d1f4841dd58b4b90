// The long values of long-values.e2e.test.ts (issue 20): a shop in Da Lat with a 40-character
// name and a long address, a bike and a special offer of it, made through the API as the demo
// shop owner does; and the traveller with a 60-character e-mail address and long names.
import { graphql } from './browser';
import { addDays, vietnamToday } from './traveller';

/** One unbroken 40-character word: the worst case for wrapping. */
export const shopName = 'XuanHuongLakesideMotorbikeRentalsDaLatVN';
export const shopAddress =
  'Hẻm 12/34/56/78/90/112/134/156/178BaThángHaiXuânHương, Phường 1, Thành phố Đà Lạt, Lâm Đồng';
export const bikeName = 'Honda XR150L AdventureTouringSpecialEdition2026';
export const email = 'maximilianalexanderbartholomew.nguyenthanhlng@examplemail.vn';
export const firstName = 'Bartholomäusmaximilianfriedrichwilhelm';
export const lastName = 'Nguyễn-Hohenzollern-Sigmaringen-Wolkenstein';

const owner = { username: 'owner2', password: 'demo-owner-pass' };

export interface Demo {
  token: string;
  shopId: number;
  shopGlobalId: string;
  shopBikeId: number;
  shopBikeGlobalId: string;
  offerId: number;
}

async function ownerSession(): Promise<string> {
  const { login } = await graphql<{ login: { token: string } }>(
    `
      mutation Login($input: LoginInput!) {
        login(input: $input) {
          token
        }
      }
    `,
    { input: { area: 'SHOP_OWNER', ...owner } },
  );
  return login.token;
}

export function noUserErrors(what: string, payload: { userErrors: { message: string }[] }) {
  if (payload.userErrors.length > 0)
    throw new Error(`${what}: ${payload.userErrors.map((e) => e.message).join('; ')}`);
}

const wholeDay = [{ start: '08:00', end: '23:45' }];
const everyDay = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, wholeDay]),
);

/** The shop, its bike and an offer of it, as the shop owner makes them through the API. */
export async function createDemo(): Promise<Demo> {
  const token = await ownerSession();
  const { cities, brands, categories } = await graphql<{
    cities: { nodes: { id: string; slug: string }[] };
    brands: { nodes: { id: string }[] };
    categories: { nodes: { id: string }[] };
  }>(`
    query {
      cities(first: 100) {
        nodes {
          id
          slug
        }
      }
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
  `);
  const daLat = cities.nodes.find((city) => city.slug === 'da-lat');
  if (!daLat) throw new Error('no Da Lat in the demo data');

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
        name: shopName,
        address: shopAddress,
        cityId: daLat.id,
        email: 'xuanhuonglakesidemotorbikerentalsdalat@examplemail.vn',
        phone: '+84 263 123 4567',
        location: { latitude: 11.9404, longitude: 108.4583 },
        pickupPossible: true,
        schedule: everyDay,
        online: true,
        preview: false,
      },
    },
    token,
  );
  noUserErrors('createStore', createStore);
  const shop = createStore.store!;

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
        name: bikeName,
        brandId: brands.nodes[0].id,
        categoryId: categories.nodes[0].id,
        bikeType: 'ADVENTURE',
        gearType: 'MANUAL',
        defaultPrice: 150_000,
        depositPrice: 2_000_000,
        topSpeed: 110,
        weight: 125,
        power: 12,
        engineCc: 150,
        shops: [{ storeId: shop.id, units: 3 }],
      },
    },
    token,
  );
  noUserErrors('createBike', createBike);
  const shopBike = createBike.shopBike!;

  // A short window, ahead of the demo offers' last pickups, so special-offer.e2e never picks it.
  const today = vietnamToday();
  const { createOffer } = await graphql<{
    createOffer: { offer: { databaseId: number } | null; userErrors: { message: string }[] };
  }>(
    `
      mutation Offer($input: CreateOfferInput!) {
        createOffer(input: $input) {
          offer {
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
        storeId: shop.id,
        shopBikeId: shopBike.id,
        percentDiscount: 25,
        travelStartsAt: `${addDays(today, 2)}T01:00:00Z`,
        travelEndsAt: `${addDays(today, 6)}T11:00:00Z`,
        latestPickupAt: `${addDays(today, 4)}T03:00:00Z`,
        bookableUntil: `${addDays(today, 3)}T13:00:00Z`,
        maxRentalDays: 3,
        online: true,
      },
    },
    token,
  );
  noUserErrors('createOffer', createOffer);

  return {
    token,
    shopId: shop.databaseId,
    shopGlobalId: shop.id,
    shopBikeId: shopBike.databaseId,
    shopBikeGlobalId: shopBike.id,
    offerId: createOffer.offer!.databaseId,
  };
}
