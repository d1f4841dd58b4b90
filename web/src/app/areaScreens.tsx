import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { requestTexts, type CataloguePart } from '../i18n/catalogue';
import { Loading } from './Loading';
import { pathParams } from './pathParams';
import type { ScreenLoader } from './routeTable';
import { Route, Routes } from './routing';

/** A screen shown without the area's session (a login, an invitation). */
export interface OpenScreen {
  open: ScreenLoader;
}

export const open = (load: ScreenLoader): OpenScreen => ({ open: load });

/** Screens whose own texts (a part beyond the area's) are loaded beside their code. */
export const withTexts =
  (part: CataloguePart) =>
  (load: ScreenLoader): ScreenLoader =>
  () =>
    Promise.all([load(), requestTexts([part])]).then(([module]) => module);

/** What the entry's area route renders once the area's module is there. */
export interface AreaRoutesProps {
  /** Its screen, in the app's frame and the area's. */
  inFrame: (content: ReactNode) => ReactNode;
}

/** An area's `screens.ts`, behind the entry's one `import()` of it. */
export interface AreaModule {
  AreaRoutes: ComponentType<AreaRoutesProps>;
  /** Starts loading the screen of a path (the boot); null: the area has none. */
  preload: (pathname: string) => Promise<unknown> | null;
}

/**
 * A signed-in area's route table (path → screen), matched with wouter inside the area's
 * lazily loaded module: the entry, which every traveller page loads, holds one route per area.
 * Every screen but the `open` ones is behind the area's session guard.
 */
export function areaScreens({
  screens,
  frame: AreaFrame,
  notFound,
  loadGuard,
}: {
  screens: Record<string, ScreenLoader | OpenScreen>;
  frame: ComponentType<{ children: ReactNode }>;
  /**
   * What a path the area does not know shows, in the area's frame with a way back to its home
   * (open: a signed-out visitor learns the page is not there before being asked to sign in).
   */
  notFound: ScreenLoader;
  loadGuard: () => Promise<(screen: ComponentType) => ComponentType>;
}): AreaModule {
  const loaders = Object.entries(screens).map(([path, screen]): [string, ScreenLoader] => [
    path,
    'open' in screen
      ? screen.open
      : () =>
          Promise.all([screen(), loadGuard()]).then(([module, guard]) => ({
            default: guard(module.default),
          })),
  ]);
  const routes = loaders.map(([path, load]) => ({ path, load, Screen: lazy(load) }));
  const NotFound = lazy(notFound);

  function AreaRoutes({ inFrame }: AreaRoutesProps) {
    const shown = (Screen: ComponentType) =>
      inFrame(
        <AreaFrame>
          <Suspense fallback={<Loading />}>
            <Screen />
          </Suspense>
        </AreaFrame>,
      );
    return (
      <Routes>
        {routes.map(({ path, Screen }) => (
          <Route key={path} path={path} element={shown(Screen)} />
        ))}
        <Route path="*" element={shown(NotFound)} />
      </Routes>
    );
  }

  const preload = (pathname: string) =>
    routes.find(({ path }) => pathParams(path, pathname))?.load() ?? null;

  return { AreaRoutes, preload };
}
