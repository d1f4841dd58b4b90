import { screenLoader, type AppRoute, type ScreenLoader } from '../app/routeTable';
import { requestTexts } from '../i18n/catalogue';
import type { adminScreens } from './screens';

type AdminScreen = keyof typeof adminScreens;

/** The area's frame: its header, its Apollo client (the signed-in one) and its texts. */
const AdminFrame = () =>
  Promise.all([
    import('./screens').then(({ loadAdminFrame }) => loadAdminFrame()),
    requestTexts(['core', 'admin']),
  ]).then(([module]) => module);

/** A screen of the area: its code with the area's texts (it brings its own Apollo client). */
const adminScreen = (load: ScreenLoader) =>
  screenLoader(load, { texts: ['core', 'admin'], apollo: false });

/** The screen behind the admin guard, which comes with it (not with the traveller's boot). */
const signedIn =
  (name: AdminScreen): ScreenLoader =>
  () =>
    import('./screens').then(({ adminScreens: screens, loadAdminGuard }) =>
      Promise.all([screens[name](), loadAdminGuard()]).then(([screen, { requireAdmin }]) => ({
        default: requireAdmin(screen.default),
      })),
    );

const openScreen =
  (name: AdminScreen): ScreenLoader =>
  () =>
    import('./screens').then(({ adminScreens: screens }) => screens[name]());

/** A route of the area; `open`: shown without an admin's session (the login). */
export const adminRoute = (path: string, name: AdminScreen, open = false): AppRoute => ({
  path,
  screen: adminScreen(open ? openScreen(name) : signedIn(name)),
  areaFrame: AdminFrame,
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
  adminRoute('/dashboard/graphql', 'graphqlConsoleScreen'),
];
