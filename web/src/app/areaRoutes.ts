import type { ComponentType } from 'react';
import { requestTexts, type CataloguePart } from '../i18n/catalogue';
import { screenLoader, type AppRoute, type AreaFrameLoader, type ScreenLoader } from './routeTable';

/** What an area's `screens.ts` gives its routes, behind one `import()`. */
export interface AreaScreens<Path extends string> {
  /** Each route's screen, by the route's path. */
  screens: Record<Path, ScreenLoader>;
  loadFrame: AreaFrameLoader;
  /** The area's session guard around a screen. */
  loadGuard: () => Promise<(screen: ComponentType) => ComponentType>;
}

/**
 * The route maker of a signed-in area (the shop owners', the admins'): each route holds its
 * path and the one `import()` of the area's `screens.ts`, which finds the screen by the path,
 * so that the entry, which every traveller page loads, carries no screen's list of files nor
 * name. A route is behind the area's guard unless `open` (a login, an invitation).
 */
export function areaRoute<Path extends string>(
  load: () => Promise<AreaScreens<Path>>,
  texts: CataloguePart,
  layout: { wide?: boolean } = {},
) {
  const areaTexts: CataloguePart[] = ['core', texts];
  const areaFrame: AreaFrameLoader = () =>
    Promise.all([load().then((area) => area.loadFrame()), requestTexts(areaTexts)]).then(
      ([frame]) => frame,
    );
  const screen =
    (path: Path, open: boolean): ScreenLoader =>
    () =>
      load().then((area) =>
        open
          ? area.screens[path]()
          : Promise.all([area.screens[path](), area.loadGuard()]).then(([module, guard]) => ({
              default: guard(module.default),
            })),
      );
  return (path: Path, open = false): AppRoute => ({
    path,
    // The area brings its own Apollo client (the signed-in one) in its frame.
    screen: screenLoader(screen(path, open), { texts: areaTexts, apollo: false }),
    areaFrame,
    ...layout,
  });
}
