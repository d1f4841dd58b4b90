// The long values of long-values.e2e.test.ts (issue 20): a shop in Da Lat with a 40-character
// name and a long address, a bike and a special offer of it, made through the API as the demo
// shop owner does; and the traveller with a 60-character e-mail address and long names.
import { graphql } from './browser';
import { apiSession, createOwnerShop, demoOwnerPassword } from './owner';
import { addDays, vietnamToday } from './traveller';

/** One unbroken 40-character word: the worst case for wrapping. */
export const shopName = 'XuanHuongLakesideMotorbikeRentalsDaLatVN';
export const shopAddress =
  'Hẻm 12/34/56/78/90/112/134/156/178BaThángHaiXuânHương, Phường 1, Thành phố Đà Lạt, Lâm Đồng';
export const bikeName = 'Honda XR150L AdventureTouringSpecialEdition2026';
export const email = 'maximilianalexanderbartholomew.nguyenthanhlng@examplemail.vn';
export const firstName = 'Bartholomäusmaximilianfriedrichwilhelm';
export const lastName = 'Nguyễn-Hohenzollern-Sigmaringen-Wolkenstein';

export interface Demo {
  token: string;
  shopId: number;
  shopGlobalId: string;
  shopBikeId: number;
  shopBikeGlobalId: string;
  offerId: number;
}

export function noUserErrors(what: string, payload: { userErrors: { message: string }[] }) {
  if (payload.userErrors.length > 0)
    throw new Error(`${what}: ${payload.userErrors.map((e) => e.message).join('; ')}`);
}

/** The shop, its bike and an offer of it, as the shop owner makes them through the API. */
export async function createDemo(): Promise<Demo> {
  const token = await apiSession('owner2', demoOwnerPassword);
  const { cities } = await graphql<{ cities: { nodes: { id: string; slug: string }[] } }>(`
    query {
      cities(first: 100) {
        nodes {
          id
          slug
        }
      }
    }
  `);
  const daLat = cities.nodes.find((city) => city.slug === 'da-lat');
  if (!daLat) throw new Error('no Da Lat in the demo data');
  const shop = await createOwnerShop(token, {
    name: shopName,
    more: {
      address: shopAddress,
      cityId: daLat.id,
      email: 'xuanhuonglakesidemotorbikerentalsdalat@examplemail.vn',
      phone: '+84 263 123 4567',
      location: { latitude: 11.9404, longitude: 108.4583 },
    },
    bike: {
      name: bikeName,
      units: 3,
      defaultPrice: 150_000,
      depositPrice: 2_000_000,
      more: {
        bikeType: 'ADVENTURE',
        gearType: 'MANUAL',
        topSpeed: 110,
        weight: 125,
        power: 12,
        engineCc: 150,
      },
    },
  });
  const shopBike = { id: shop.bike!.shopBikeId, databaseId: shop.bike!.databaseId };

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
