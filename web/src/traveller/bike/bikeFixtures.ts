import { city, ids, schedule } from '../shop/shopFixtures';

/** Answers as the API gives them, for the bike screen tests. */

export const publicBike = {
  __typename: 'PublicBike',
  id: ids.bike166,
  databaseId: 166,
  name: 'Honda Wave Alpha 110',
  brand: 'Honda',
  bikeType: 'TOURING',
  gearType: 'SEMI_AUTOMATIC',
  category: { __typename: 'LocalizedText', en: 'Semi-automatic', vn: 'Xe số' },
  engineCc: 110,
  powerPs: 8.3,
  topSpeedKmh: 85,
  weightKg: 97,
  pricePerDay: 110000,
  deposit: 2000000,
  rating: { __typename: 'ReviewRating', average: null, count: 0 },
  photos: {
    __typename: 'BikePhotos',
    side: '/media/seed/bikes/touring-side.svg',
    front: '/media/seed/bikes/touring-front.svg',
    back: null,
  },
  requirements: {
    __typename: 'RentalRequirements',
    driversLicenseCategory: 'A1',
    minimumAge: 18,
    drivingExperienceYears: 2,
    passport: true,
    copyOfPassport: false,
  },
  includedAddons: [
    {
      __typename: 'PublicShopAddon',
      id: ids.helmet,
      name: { __typename: 'LocalizedText', en: 'Helmet', vn: 'Mũ bảo hiểm' },
      explanation: { __typename: 'LocalizedText', en: 'A clean helmet.', vn: 'Mũ sạch.' },
    },
  ],
  shop: {
    __typename: 'PublicShop',
    id: ids.shop23,
    databaseId: 23,
    name: 'An Bàng Beach Scooters',
    address: '101 Hai Bà Trưng, Hội An',
    city,
    schedule,
    transfers: { __typename: 'PublicTransferConnection', nodes: [] as unknown[] },
  },
  specialOffers: { __typename: 'SpecialOfferConnection', nodes: [] as unknown[] },
};

const hue = {
  __typename: 'City',
  id: ids.hue,
  slug: 'hue',
  name: { __typename: 'LocalizedText', en: 'Hue', vn: 'Huế' },
};

export const transferToHue = {
  __typename: 'PublicTransfer',
  id: ids.transfer7,
  databaseId: 7,
  price: 500000,
  toShop: {
    __typename: 'PublicShop',
    id: ids.shop31,
    databaseId: 31,
    name: 'Perfume River Bikes',
    address: '5 Lê Lợi, Huế',
    city: hue,
    schedule,
  },
};

export const offer = (databaseId: number, shopBikeDatabaseId: number) => ({
  __typename: 'SpecialOffer',
  databaseId,
  shopBikeDatabaseId,
  percentDiscount: 20,
  newPricePerDay: 88000,
  regularPricePerDay: 110000,
  earliestPickupAt: '2030-03-10T01:00:00.000Z',
  latestPickupAt: '2030-03-12T10:00:00.000Z',
  maxRentalDays: 4,
  returnStoreName: null,
  held: false,
});

/** The bike screen's one answer, with its shop's transfers and the bike's special offers. */
export const bikeAnswer = (transfers: unknown[] = [], offers: unknown[] = []) => ({
  data: {
    publicBike: {
      ...publicBike,
      shop: {
        ...publicBike.shop,
        transfers: { __typename: 'PublicTransferConnection', nodes: transfers },
      },
      specialOffers: { __typename: 'SpecialOfferConnection', nodes: offers },
    },
  },
});

export const tripCities = {
  data: {
    cities: {
      __typename: 'CityConnection',
      nodes: [
        { ...city, latitude: 15.88, longitude: 108.33, shopCount: 3 },
        { ...hue, databaseId: 5, latitude: 16.46, longitude: 107.59, shopCount: 2 },
        {
          __typename: 'City',
          id: ids.daLat,
          databaseId: 2,
          slug: 'da-lat',
          name: { __typename: 'LocalizedText', en: 'Da Lat', vn: 'Đà Lạt' },
          latitude: 11.94,
          longitude: 108.44,
          shopCount: 1,
        },
      ],
    },
  },
};

export const quote = (days: number, transferCost = 0) => ({
  data: {
    bookingQuote: {
      __typename: 'BookingQuotePayload',
      userErrors: [],
      price: {
        __typename: 'PriceBreakdown',
        rentalDays: days,
        pricePerDay: 110000,
        bikeCost: days * 110000,
        discountAmount: 0,
        transferCost,
        bagsCost: 0,
        addonsCost: 0,
        totalPrice: days * 110000 + transferCost,
        depositPrice: 2000000,
        lines: [],
      },
    },
  },
});

export const unavailable = {
  data: {
    bookingQuote: {
      __typename: 'BookingQuotePayload',
      price: null,
      userErrors: [
        {
          __typename: 'UserError',
          code: 'BIKE_UNAVAILABLE',
          field: 'bike_id',
          message: 'No unit of this bike is free for these dates',
        },
      ],
    },
  },
};
