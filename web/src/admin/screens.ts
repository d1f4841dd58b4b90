import type { ScreenLoader } from '../app/routeTable';

/**
 * The area's screens, each its own chunk, behind one `import()` of this module: the routes
 * (in the entry, which every traveller page loads) then hold one import of the area, not one
 * per screen with its list of files.
 */
export const adminScreens = {
  loginScreen: () => import('./login/LoginScreen'),
  menuScreen: () => import('./menu/MenuScreen'),
  graphqlConsoleScreen: () => import('./console/GraphQLConsoleScreen'),
} satisfies Record<string, ScreenLoader>;

export const loadAdminFrame = () => import('./AdminFrame');
export const loadAdminGuard = () => import('./session/RequireAdmin');
