// Answers of the bike screens' queries, as the API gives them (with __typename).
export const stores = [
  { __typename: 'Store', id: 'U3RvcmU6MQ', databaseId: 1, name: 'Quy Nhơn Bikes' },
  { __typename: 'Store', id: 'U3RvcmU6Mg', databaseId: 2, name: 'Đà Lạt Riders' },
];

export const choices = {
  ownerStores: { __typename: 'StoreConnection', nodes: stores },
  brands: {
    __typename: 'BrandConnection',
    nodes: [
      {
        __typename: 'Brand',
        id: 'brand-1',
        name: 'Honda',
        bikeNames: [{ __typename: 'BikeName', id: 'name-1', name: 'Wave Alpha' }],
      },
    ],
  },
  categories: {
    __typename: 'CategoryConnection',
    nodes: [
      {
        __typename: 'Category',
        id: 'cat-1',
        name: { __typename: 'LocalizedText', en: 'Scooter', vn: 'Xe tay ga' },
      },
    ],
  },
  bikeTypes: [
    {
      __typename: 'BikeTypeInfo',
      value: 'SCOOTER',
      label: { __typename: 'LocalizedText', en: 'Scooter', vn: 'Xe tay ga' },
    },
  ],
};

export const bike = {
  __typename: 'Bike',
  id: 'bike-7',
  publicId: 'pub7',
  name: 'Honda Wave Alpha',
  bikeType: 'SCOOTER',
  gearType: 'SEMI_AUTOMATIC',
  power: 8.5,
  weight: 97,
  topSpeed: 90,
  defaultPrice: 150000,
  depositPrice: 1000000,
  showDepositPrice: true,
  passport: true,
  copyOfPassport: false,
  minimumAge: 18,
  showMinimumAge: true,
  driversLicenseCategory: 'A1',
  showDriversLicenseCategory: true,
  drivingExperience: 1,
  showDrivingExperience: false,
  category: { __typename: 'Category', id: 'cat-1' },
  brand: { __typename: 'Brand', id: 'brand-1' },
  bikeName: { __typename: 'BikeName', id: 'name-1' },
  photos: { __typename: 'BikePhotos', side: '/media/bikes/side.jpg', front: null, back: null },
  shopBikes: [
    {
      __typename: 'ShopBike',
      id: 'U2hvcEJpa2U6MTI',
      storeDatabaseId: 1,
      unitCount: 2,
      exceptionPrice: null,
      storeName: 'Quy Nhơn Bikes',
      pricePerDay: 150000,
    },
  ],
};
