import type { ScreenLoader } from '../app/routeTable';

/**
 * The area's screens, each its own chunk, behind one `import()` of this module: the routes
 * (in the entry, which every traveller page loads) then hold one import of the area, not one
 * per screen with its list of files.
 */
export const screens = {
  loginScreen: () => import('./login/LoginScreen'),
  menuScreen: () => import('./menu/MenuScreen'),
  shopOwnersScreen: () => import('./shop-owners/ShopOwnersScreen'),
  shopOwnerNewScreen: () => import('./shop-owners/ShopOwnerNewScreen'),
  shopOwnerScreen: () => import('./shop-owners/ShopOwnerScreen'),
  citiesScreen: () => import('./cities/CitiesScreen'),
  cityEditScreen: () => import('./cities/CityEditScreen'),
  brandsScreen: () => import('./brands/BrandsScreen'),
  brandEditScreen: () => import('./brands/BrandEditScreen'),
  categoriesScreen: () => import('./categories/CategoriesScreen'),
  categoryEditScreen: () => import('./categories/CategoryEditScreen'),
  addonsScreen: () => import('./addons/AddonsScreen'),
  addonEditScreen: () => import('./addons/AddonEditScreen'),
  partnersScreen: () => import('./partners/PartnersScreen'),
  partnerNewScreen: () => import('./partners/PartnerNewScreen'),
  partnerScreen: () => import('./partners/PartnerScreen'),
  reviewsScreen: () => import('./reviews/ReviewsScreen'),
  reviewNewScreen: () => import('./reviews/ReviewNewScreen'),
  reviewEditScreen: () => import('./reviews/ReviewEditScreen'),
  analyticsScreen: () => import('./analytics/AnalyticsScreen'),
  graphqlConsoleScreen: () => import('./console/GraphQLConsoleScreen'),
  cashScreen: () => import('./cash/CashScreen'),
} satisfies Record<string, ScreenLoader>;

export const loadFrame = () => import('./AdminFrame');
export const loadGuard = () =>
  import('./session/RequireAdmin').then(({ requireAdmin }) => requireAdmin);
