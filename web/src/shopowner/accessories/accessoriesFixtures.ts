/** API answers for the accessories screens' tests. */
export const helmetAddon = {
  __typename: 'CatalogueAddonSummary',
  id: 'QWRkb246MQ',
  databaseId: 1,
  type: 'ACCESSORY',
  maxQuantity: 3,
  name: { __typename: 'LocalizedText', en: 'Helmet', vn: 'Mũ bảo hiểm' },
};

export const storeAddon = (
  id: string,
  storeDatabaseId: number,
  storeName: string,
  active = true,
) => ({
  __typename: 'StoreAddon',
  id,
  storeDatabaseId,
  storeName,
  pricePerDay: 20_000,
  oneTimePrice: 0,
  maxQuantity: 2,
  active,
});

export const helmetGroup = {
  __typename: 'StoreAddonGroup',
  addon: helmetAddon,
  storeAddons: [
    storeAddon('U0E6MQ', 1, 'Phố Cổ Rentals'),
    storeAddon('U0E6Mg', 2, 'Beach Bikes', false),
  ],
};

export const ownerShops = {
  __typename: 'StoreConnection',
  nodes: [
    { __typename: 'Store', id: 'U3RvcmU6MQ', databaseId: 1, name: 'Phố Cổ Rentals' },
    { __typename: 'Store', id: 'U3RvcmU6Mg', databaseId: 2, name: 'Beach Bikes' },
  ],
};

export const groups = (...nodes: unknown[]) => ({
  __typename: 'StoreAddonGroupConnection',
  nodes,
});
