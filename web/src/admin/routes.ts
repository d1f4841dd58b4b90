import { areaRoute } from '../app/areaRoutes';

/**
 * The admins' area (listed in the README): one route, `/dashboard` and every path under it;
 * its screens are listed in `screens.ts`.
 */
export const adminRoute = areaRoute('/dashboard', () => import('./screens'), 'admin', {
  wide: true,
});
