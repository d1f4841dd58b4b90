/** Answers of the shop screens' queries for component tests. */
const slot = (start: string, end: string) => ({ __typename: 'OpeningSlot' as const, start, end });

export const daLat = {
  __typename: 'City' as const,
  id: 'City:7',
  latitude: 11.94,
  longitude: 108.45,
  name: { __typename: 'LocalizedText' as const, en: 'Da Lat', vn: 'Đà Lạt' },
};

export const hue = {
  __typename: 'City' as const,
  id: 'City:5',
  latitude: 16.46,
  longitude: 107.59,
  name: { __typename: 'LocalizedText' as const, en: 'Hue', vn: 'Huế' },
};

export function ownStore(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Store' as const,
    id: 'Store:12',
    databaseId: 12,
    name: 'Pine Hill Rentals',
    preview: false,
    online: true,
    phone: '+84 905 123 456',
    email: 'pine@shops.example',
    address: '12 Hoa Binh',
    pickupPossible: true,
    transportCostPerBag: 20000,
    bikeCount: 3,
    city: daLat,
    location: { __typename: 'GeoPoint' as const, latitude: 11.94, longitude: 108.45 },
    schedule: {
      __typename: 'WeekSchedule' as const,
      mon: [slot('08:00', '12:00'), slot('13:00', '17:00')],
      tue: [slot('08:00', '17:00')],
      wed: [],
      thu: [],
      fri: [],
      sat: [],
      sun: [],
    },
    transfers: [],
    ...overrides,
  };
}

export const tiles = {
  __typename: 'AppSettings' as const,
  mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  mapTileAttribution: '© Example',
};

/** The edit screen's answer: `shop` by `node(id:)` (null: not the owner's), `stores` all own. */
export function editScreen(stores = [ownStore()], shop: unknown = stores[0]) {
  return {
    data: {
      node: shop,
      ownerStores: { __typename: 'StoreConnection', nodes: stores },
      publicShops: { __typename: 'PublicShopConnection', nodes: [] },
      cities: { __typename: 'CityConnection', nodes: [daLat, hue] },
      appSettings: tiles,
    },
  };
}
