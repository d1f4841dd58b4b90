import { areaScreens, open } from '../app/areaScreens';
import AdminFrame from './AdminFrame';

/**
 * The area's route table: its screens by path, each its own chunk, behind the guard of a
 * session unless `open`; matched here, in the module the area's one route in the entry loads
 * (routes.ts), not in the entry, which every traveller page loads.
 */
export const area = areaScreens({
  screens: {
    '/dashboard/login': open(() => import('./login/LoginScreen')),
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
  },
  // In this module, not a chunk of its own: every page of the area shows the frame.
  frame: AdminFrame,
  notFound: () => import('./ui/AdminNotFoundScreen'),
  loadGuard: () => import('./session/RequireAdmin').then(({ requireAdmin }) => requireAdmin),
});
