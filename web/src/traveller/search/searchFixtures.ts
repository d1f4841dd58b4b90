/** API answers for the search screen's tests. */

const localized = (en: string, vn: string) => ({ __typename: 'LocalizedText', en, vn });

function shop(databaseId: number, name: string) {
  return {
    __typename: 'SearchShop',
    databaseId,
    name,
    location: { __typename: 'GeoPoint', latitude: 21.03, longitude: 105.85 },
  };
}

export const oldQuarter = shop(1, 'Old Quarter Motorbikes');
export const tayHo = shop(2, 'Tây Hồ Bike Rental');

export function bikeResult(shopBikeId: number, name: string, overrides: object = {}) {
  return {
    __typename: 'BikeSearchResult',
    shopBikeId,
    name,
    brand: { __typename: 'Brand', id: `Brand:${name}`, name: name.split(' ')[0] },
    bikeType: 'SCOOTER',
    powerPs: 8.9,
    photoUrls: ['/media/seed/bikes/scooter-side.svg'],
    pricePerDay: 120000,
    rentalDays: 3,
    rentalPrice: 360000,
    transferPrice: null,
    depositPrice: 2000000,
    rating: { __typename: 'BikeRating', average: 4.5, count: 2 },
    shop: oldQuarter,
    returnShop: oldQuarter,
    ...overrides,
  };
}

export function bikesPage(
  bikes: ReturnType<typeof bikeResult>[],
  { totalCount = bikes.length, endCursor = 'c1', hasNextPage = false } = {},
) {
  return {
    __typename: 'BikeSearchResultConnection',
    totalCount,
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
    edges: bikes.map((node, index) => ({
      __typename: 'BikeSearchResultEdge',
      cursor: `${endCursor}-${index}`,
      node,
    })),
  };
}

export function facets(totalCount = 2) {
  return {
    __typename: 'BikeSearchFacets',
    totalCount,
    priceRange: totalCount ? { __typename: 'PriceRange', min: 120000, max: 450000 } : null,
    priceHistogram: Array.from({ length: 10 }, (_, index) => ({
      __typename: 'PriceBucket',
      from: 120000 + index * 33000,
      to: 153000 + index * 33000,
      count: index % 3,
    })),
    bikeTypes: [
      { __typename: 'BikeTypeFacet', bikeType: 'SCOOTER', count: 2 },
      { __typename: 'BikeTypeFacet', bikeType: 'TOURING', count: 1 },
    ],
    categories: [
      {
        __typename: 'CategoryFacet',
        count: 2,
        category: {
          __typename: 'Category',
          id: 'Q2F0ZWdvcnk6MQ',
          databaseId: 1,
          name: localized('Scooter', 'Xe tay ga'),
        },
      },
    ],
    shops: [
      { __typename: 'ShopFacet', count: 2, minPricePerDay: 120000, shop: oldQuarter },
      { __typename: 'ShopFacet', count: 1, minPricePerDay: 150000, shop: tayHo },
    ],
  };
}

export const offer = {
  __typename: 'SpecialOffer',
  databaseId: 9,
  bikeName: 'Honda Vision 110',
  storeName: 'Old Quarter Motorbikes',
  percentDiscount: 20,
  newPricePerDay: 96000,
  regularPricePerDay: 120000,
  travelStartsAt: '2026-12-02T03:00:00Z',
  travelEndsAt: '2026-12-06T03:00:00Z',
  held: true,
};

export function searchAnswer(
  bikes = [bikeResult(34, 'Yamaha Sirius 110'), bikeResult(35, 'Honda Wave Alpha')],
  page: Parameters<typeof bikesPage>[1] = {},
  offers = [offer],
) {
  return {
    data: {
      searchBikes: bikesPage(bikes, page),
      searchFacets: facets(page.totalCount ?? bikes.length),
      specialOffers: { __typename: 'SpecialOfferConnection', nodes: offers },
    },
  };
}
