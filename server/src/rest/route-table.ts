import type { RestRoute } from './route';
import { catalogRoutes } from './routes/catalog.routes';

/** Every /api route. Later domains add their rows here; nothing else changes. */
export const routeTable: RestRoute[] = [...catalogRoutes];
