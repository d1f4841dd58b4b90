import { adminRoutes } from '../admin/routes';
import type { RouteTable } from '../app/routeTable';
import { shopOwnerRoutes } from '../shopowner/routes';
import { travellerNotFound, travellerRoutes } from '../traveller/routes';

/**
 * The composition root: the areas of the site, each with its routes (their screens, frames
 * and boot work). The shell (web/src/app) knows none of them; an area (the shop owners' at
 * /shopowner, the admins' at /dashboard) is added here, and nowhere else.
 */
export const siteRoutes: RouteTable = {
  routes: [...travellerRoutes, ...shopOwnerRoutes, ...adminRoutes],
  notFound: travellerNotFound,
};
