import { createCityLoaders } from './modules/catalog/city.loaders';
import type { Services } from './services';

/** DataLoaders, new for every request so that nothing is cached across callers. */
export function createLoaders(services: Services) {
  return {
    cities: createCityLoaders(services.cities),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
