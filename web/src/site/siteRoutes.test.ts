import { matchRoute, type AppRoute } from '../app/routeTable';
import { siteRoutes } from './siteRoutes';

/** The route a path shows: loaded ahead, with its queries, by the boot. */
const routeOf = (path: string) => matchRoute(siteRoutes, path)?.route.path ?? 'not found';

describe("the site's routes", () => {
  it.each([
    ['/', '/'],
    ['/search', '/search'],
    ['/search/', '/search'],
    ['/cities/hanoi', '/cities/:slug'],
    ['/shops/12', '/shops/:shopId'],
    ['/bikes/34', '/bikes/:shopBikeId'],
    ['/offers/5', '/offers/:offerId'],
    ['/reserve/34', '/reserve/:shopBikeId'],
    ['/booking/XM-123', '/booking/:bookingNumber'],
    ['/verify', '/verify'],
    ['/cancel', '/cancel'],
    ['/review', '/review'],
    ['/dashboard', '/dashboard/*?'],
    ['/dashboard/login', '/dashboard/*?'],
    ['/dashboard/no/such/page', '/dashboard/*?'],
    ['/shopowner', '/shopowner/*?'],
    ['/shopowner/bookings/7', '/shopowner/*?'],
    ['/shopowners', 'not found'],
    ['/dashboardx/login', 'not found'],
    ['/bikes', 'not found'],
    ['/bikes/34/more', 'not found'],
    ['/bikes//', 'not found'],
    ['/nowhere', 'not found'],
  ])('%s shows the route %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });

  it("gives the boot the route's parameters as written in the path", () => {
    expect(matchRoute(siteRoutes, '/reserve/34')?.params).toEqual({ shopBikeId: '34' });
    expect(matchRoute(siteRoutes, '/')?.params).toEqual({});
  });

  it('lists each path once, so no route hides another', () => {
    const paths = siteRoutes.routes.map((route: AppRoute) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
