import { areaRoute } from '../app/areaRoutes';

/**
 * The shop owners' area (listed in the README): one route, `/shopowner` and every path under
 * it; its screens are listed in `screens.ts`.
 */
export const shopOwnerRoute = areaRoute('/shopowner', () => import('./screens'), 'owner');
