import { adminRoute } from '../admin/routes';
import type { RouteTable } from '../app/routeTable';
import { shopOwnerRoute } from '../shopowner/routes';
import { travellerNotFound, travellerRoutes } from '../traveller/routes';

/**
 * The composition root: the areas of the site, each with its routes (the traveller's screens
 * and boot work; one route per signed-in area, whose module holds its screens). The shell (web/src/app) knows none of them; an area (the shop owners' at
 * /shopowner, the admins' at /dashboard) is added here, and nowhere else.
 */
export const siteRoutes: RouteTable = {
  routes: [...travellerRoutes, shopOwnerRoute, adminRoute],
  notFound: travellerNotFound,
};
