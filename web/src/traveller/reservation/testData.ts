/** Answers of the fake API for the reservation's tests, shaped as the server answers. */
import type { Answer } from '../../../test/render';
import { globalId } from '../restIds';

const hanoiId = 'Q2l0eTox';

export const shopBikeGlobalId = globalId('ShopBike', 34);

const addon = (
  databaseId: number,
  addonDatabaseId: number,
  en: string,
  type: 'ACCESSORY' | 'SERVICE',
  prices: { pricePerDay: number; oneTimePrice: number },
  maxQuantity: number,
) => ({
  __typename: 'PublicShopAddon',
  id: globalId('Store', 1000 + databaseId),
  addonDatabaseId,
  type,
  maxQuantity,
  allowMultiple: maxQuantity > 1,
  name: { __typename: 'LocalizedText', en, vn: `${en} (vn)` },
  explanation: { __typename: 'LocalizedText', en: `About the ${en}.`, vn: `Về ${en}.` },
  ...prices,
});

const defaultAddons = [
  addon(1, 1, 'Helmet', 'ACCESSORY', { pricePerDay: 20_000, oneTimePrice: 0 }, 2),
  addon(2, 2, 'GoPro', 'ACCESSORY', { pricePerDay: 150_000, oneTimePrice: 0 }, 1),
  addon(4, 4, 'Rain poncho', 'ACCESSORY', { pricePerDay: 0, oneTimePrice: 0 }, 2),
  addon(7, 8, 'Fuel refill', 'SERVICE', { pricePerDay: 0, oneTimePrice: 90_000 }, 1),
];

/** The pickup shop's add-ons (`PublicShop.addons`). */
export const shopAddons = (nodes: unknown[] = defaultAddons) => ({
  __typename: 'PublicShopAddonConnection',
  nodes,
});

export const bikeAnswer = {
  data: {
    publicBike: {
      __typename: 'PublicBike',
      id: shopBikeGlobalId,
      name: 'Yamaha Sirius 110',
      brand: 'Yamaha',
      deposit: 2_000_000,
      photos: { __typename: 'BikePhotos', side: '/media/seed/bikes/touring-side.svg' },
      photoUrls: ['/media/seed/bikes/touring-side.svg'],
      requirements: {
        __typename: 'RentalRequirements',
        driversLicenseCategory: 'A1',
        minimumAge: 18,
        drivingExperienceYears: null,
        passport: false,
        copyOfPassport: true,
      },
      shop: {
        __typename: 'PublicShop',
        id: globalId('Store', 1),
        name: 'Old Quarter Motorbikes',
        address: '42 Hàng Bạc, Hoàn Kiếm, Hà Nội',
        transportCostPerBag: 120_000,
        city: { __typename: 'City', id: hanoiId, slug: 'hanoi' },
        addons: shopAddons(),
      },
    },
  },
};

/** What a special offer allows (`specialOffer`): its own add-ons, and whether others too. */
export const offerRules = (allowCustomAddons: boolean, includedAddonIds: number[]) => ({
  __typename: 'SpecialOffer',
  allowCustomAddons,
  addons: includedAddonIds.map((addonDatabaseId) => ({
    __typename: 'OfferAddon',
    addonDatabaseId,
  })),
});

export const returnShopAnswer = {
  __typename: 'PublicShop',
  id: globalId('Store', 7),
  name: 'Perfume River Bikes',
  address: '25 Lê Lợi, TP Huế',
};

/** The quote for three days at 120.000 ₫, plus 20.000 ₫ a day per helmet. */
export function quoteAnswer(variables: Record<string, unknown>): Answer {
  const input = variables.input as { addons?: { addonId: string; quantity: number }[] };
  const helmets = input.addons?.find((a) => a.addonId === globalId('Addon', 1))?.quantity ?? 0;
  const lines = helmets
    ? [
        {
          __typename: 'BookingPriceLine',
          addonDatabaseId: 1,
          name: 'Helmet',
          quantity: helmets,
          total: helmets * 60_000,
        },
      ]
    : [];
  return {
    data: {
      bookingQuote: {
        __typename: 'BookingQuotePayload',
        price: {
          __typename: 'PriceBreakdown',
          pricePerDay: 120_000,
          rentalDays: 3,
          bikeCost: 360_000,
          discountAmount: 0,
          transferCost: 0,
          bagsCost: 0,
          totalPrice: 360_000 + helmets * 60_000,
          depositPrice: 2_000_000,
          lines,
        },
        userErrors: [],
      },
    },
  };
}

export function bookingAnswer(bookingNumber = 'XM-7KQ2MX') {
  return {
    data: {
      createBooking: {
        __typename: 'BookingPayload',
        booking: { __typename: 'Booking', bookingNumber },
        userErrors: [],
      },
    },
  };
}

export function userErrorsAnswer(...userErrors: { field: string | null; code: string }[]) {
  return {
    data: {
      createBooking: {
        __typename: 'BookingPayload',
        booking: null,
        userErrors: userErrors.map((error) => ({
          __typename: 'UserError',
          message: 'refused',
          ...error,
        })),
      },
    },
  };
}
