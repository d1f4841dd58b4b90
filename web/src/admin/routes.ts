import { areaRoute } from '../app/areaRoutes';
import type { AppRoute } from '../app/routeTable';
import type { screens } from './screens';

/** A route of the area; `open`: shown without an admin's session (the login). */
export const adminRoute = areaRoute<keyof typeof screens>(() => import('./screens'), 'admin', {
  wide: true,
});

/**
 * The admins' area (listed in the README). Every screen but the login asks for an admin's
 * session first.
 */
export const adminRoutes: AppRoute[] = [
  adminRoute('/dashboard/login', true),
  adminRoute('/dashboard'),
  adminRoute('/dashboard/shop-owners'),
  adminRoute('/dashboard/shop-owners/new'),
  adminRoute('/dashboard/shop-owners/:id'),
  adminRoute('/dashboard/cities'),
  adminRoute('/dashboard/cities/new'),
  adminRoute('/dashboard/cities/:id'),
  adminRoute('/dashboard/brands'),
  adminRoute('/dashboard/brands/new'),
  adminRoute('/dashboard/brands/:id'),
  adminRoute('/dashboard/categories'),
  adminRoute('/dashboard/categories/new'),
  adminRoute('/dashboard/categories/:id'),
  adminRoute('/dashboard/addons'),
  adminRoute('/dashboard/addons/new'),
  adminRoute('/dashboard/addons/:id'),
  adminRoute('/dashboard/partners'),
  adminRoute('/dashboard/partners/new'),
  adminRoute('/dashboard/partners/:id'),
  adminRoute('/dashboard/reviews'),
  adminRoute('/dashboard/reviews/new'),
  adminRoute('/dashboard/reviews/:id'),
  adminRoute('/dashboard/graphql'),
  adminRoute('/dashboard/cash'),
  adminRoute('/dashboard/analytics'),
];
