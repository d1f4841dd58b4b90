import { createCatalogLoaders } from './modules/catalog/catalog.loaders';
import { createCityLoaders } from './modules/catalog/city.loaders';
import { createShopOwnerLoaders } from './modules/shop-owners/shop-owners.loaders';
import type { Services } from './services';

/** DataLoaders, new for every request so that nothing is cached across callers. */
export function createLoaders(services: Services) {
  return {
    cities: createCityLoaders(services.cities),
    catalog: createCatalogLoaders(services.catalog),
    shopOwners: createShopOwnerLoaders(services.shopOwners),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
