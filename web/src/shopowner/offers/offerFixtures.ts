// Answers of the fake API for the offers screens' tests.
export const storeA = {
  __typename: 'Store',
  id: 'U3RvcmU6MQ',
  databaseId: 1,
  name: 'Phố Cổ Rentals',
};

export const choices = {
  ownerStores: {
    __typename: 'StoreConnection',
    nodes: [
      {
        ...storeA,
        transfers: [
          {
            __typename: 'StoreTransfer',
            active: true,
            toStoreDatabaseId: 2,
            toStoreName: 'Hội An Riverside',
          },
        ],
      },
    ],
  },
  ownerShopBikes: {
    __typename: 'ShopBikeConnection',
    nodes: [
      {
        __typename: 'ShopBike',
        id: 'U2hvcEJpa2U6MTE',
        databaseId: 11,
        storeDatabaseId: 1,
        pricePerDay: 200000,
        bike: { __typename: 'Bike', name: 'Honda Wave 110' },
      },
    ],
  },
  ownerStoreAddonGroups: {
    __typename: 'StoreAddonGroupConnection',
    nodes: [
      {
        __typename: 'StoreAddonGroup',
        addon: {
          __typename: 'CatalogueAddonSummary',
          databaseId: 5,
          name: { __typename: 'LocalizedText', en: 'Helmet', vn: 'Mũ bảo hiểm' },
        },
        storeAddons: [{ __typename: 'StoreAddon', storeDatabaseId: 1, active: true }],
      },
    ],
  },
};

export function offer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Offer',
    id: 'T2ZmZXI6Nw',
    databaseId: 7,
    number: 'OF-7KQ2MX',
    bikeName: 'Honda Wave 110',
    storeName: 'Phố Cổ Rentals',
    returnStoreName: null,
    storeDatabaseId: 1,
    shopBikeDatabaseId: 11,
    returnStoreDatabaseId: null,
    earliestPickupAt: '2026-12-01T02:00:00.000Z',
    latestPickupAt: '2026-12-03T11:00:00.000Z',
    travelEndsAt: '2026-12-06T11:00:00.000Z',
    bookableUntil: '2026-11-29T13:00:00.000Z',
    maxRentalDays: 3,
    allowCustomAddons: false,
    addons: [],
    regularPricePerDay: 200000,
    newPricePerDay: 160000,
    percentDiscount: 20,
    online: true,
    expired: false,
    ...overrides,
  };
}

/** Only `Date` is fixed: the fake API's timers stay real. */
export function fixClock(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
