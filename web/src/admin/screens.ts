import type { ScreenLoader } from '../app/routeTable';
import AdminFrame from './AdminFrame';

/**
 * The area's screens by their routes' paths, each its own chunk, behind one `import()` of this
 * module: the routes (in the entry, which every traveller page loads) then hold their paths
 * and one import of the area, not each screen's name nor its list of files.
 */
export const screens = {
  '/dashboard/login': () => import('./login/LoginScreen'),
  '/dashboard': () => import('./menu/MenuScreen'),
  '/dashboard/shop-owners': () => import('./shop-owners/ShopOwnersScreen'),
  '/dashboard/shop-owners/new': () => import('./shop-owners/ShopOwnerNewScreen'),
  '/dashboard/shop-owners/:id': () => import('./shop-owners/ShopOwnerScreen'),
  '/dashboard/cities': () => import('./cities/CitiesScreen'),
  '/dashboard/cities/new': () => import('./cities/CityEditScreen'),
  '/dashboard/cities/:id': () => import('./cities/CityEditScreen'),
  '/dashboard/brands': () => import('./brands/BrandsScreen'),
  '/dashboard/brands/new': () => import('./brands/BrandEditScreen'),
  '/dashboard/brands/:id': () => import('./brands/BrandEditScreen'),
  '/dashboard/categories': () => import('./categories/CategoriesScreen'),
  '/dashboard/categories/new': () => import('./categories/CategoryEditScreen'),
  '/dashboard/categories/:id': () => import('./categories/CategoryEditScreen'),
  '/dashboard/addons': () => import('./addons/AddonsScreen'),
  '/dashboard/addons/new': () => import('./addons/AddonEditScreen'),
  '/dashboard/addons/:id': () => import('./addons/AddonEditScreen'),
  '/dashboard/partners': () => import('./partners/PartnersScreen'),
  '/dashboard/partners/new': () => import('./partners/PartnerNewScreen'),
  '/dashboard/partners/:id': () => import('./partners/PartnerScreen'),
  '/dashboard/reviews': () => import('./reviews/ReviewsScreen'),
  '/dashboard/reviews/new': () => import('./reviews/ReviewNewScreen'),
  '/dashboard/reviews/:id': () => import('./reviews/ReviewEditScreen'),
  '/dashboard/graphql': () => import('./console/GraphQLConsoleScreen'),
  '/dashboard/cash': () => import('./cash/CashScreen'),
  '/dashboard/analytics': () => import('./analytics/AnalyticsScreen'),
} satisfies Record<string, ScreenLoader>;

// In this module, not a chunk of its own: every page of the area shows the frame.
export const loadFrame = () => Promise.resolve({ default: AdminFrame });
export const loadGuard = () =>
  import('./session/RequireAdmin').then(({ requireAdmin }) => requireAdmin);
