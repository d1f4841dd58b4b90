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
  adminRoute('/dashboard/login', 'loginScreen', true),
  adminRoute('/dashboard', 'menuScreen'),
  adminRoute('/dashboard/shop-owners', 'shopOwnersScreen'),
  adminRoute('/dashboard/shop-owners/new', 'shopOwnerNewScreen'),
  adminRoute('/dashboard/shop-owners/:id', 'shopOwnerScreen'),
  adminRoute('/dashboard/cities', 'citiesScreen'),
  adminRoute('/dashboard/cities/new', 'cityEditScreen'),
  adminRoute('/dashboard/cities/:id', 'cityEditScreen'),
  adminRoute('/dashboard/brands', 'brandsScreen'),
  adminRoute('/dashboard/brands/new', 'brandEditScreen'),
  adminRoute('/dashboard/brands/:id', 'brandEditScreen'),
  adminRoute('/dashboard/categories', 'categoriesScreen'),
  adminRoute('/dashboard/categories/new', 'categoryEditScreen'),
  adminRoute('/dashboard/categories/:id', 'categoryEditScreen'),
  adminRoute('/dashboard/addons', 'addonsScreen'),
  adminRoute('/dashboard/addons/new', 'addonEditScreen'),
  adminRoute('/dashboard/addons/:id', 'addonEditScreen'),
  adminRoute('/dashboard/partners', 'partnersScreen'),
  adminRoute('/dashboard/partners/new', 'partnerNewScreen'),
  adminRoute('/dashboard/partners/:id', 'partnerScreen'),
  adminRoute('/dashboard/reviews', 'reviewsScreen'),
  adminRoute('/dashboard/reviews/new', 'reviewNewScreen'),
  adminRoute('/dashboard/reviews/:id', 'reviewEditScreen'),
  adminRoute('/dashboard/analytics', 'analyticsScreen'),
  adminRoute('/dashboard/graphql', 'graphqlConsoleScreen'),
  adminRoute('/dashboard/cash', 'cashScreen'),
];
