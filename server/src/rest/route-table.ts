import type { RestRoute } from './route';
import { authRoutes } from './routes/auth.routes';
import { catalogRoutes } from './routes/catalog.routes';
import { bikeCatalogueRoutes } from './routes/bike-catalogue.routes';
import { shopOwnerRoutes } from './routes/shop-owners.routes';

/** Every /api route. Later domains add their rows here; nothing else changes. */
export const routeTable: RestRoute[] = [
  ...authRoutes,
  ...catalogRoutes,
  ...bikeCatalogueRoutes,
  ...shopOwnerRoutes,
];
