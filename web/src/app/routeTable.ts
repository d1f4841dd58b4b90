import type { ComponentType } from 'react';
import { requestTexts, type CataloguePart } from '../i18n/catalogue';
import type { AreaModule } from './areaScreens';
import type { FrameVariant } from './Frame';
import { pathParams } from './pathParams';

type ScreenModule = Promise<{ default: ComponentType }>;

/** A screen's code, its own chunk, with what it needs to render. */
export type ScreenLoader = () => ScreenModule;

/** Where a visit starts, as the boot reads it before the app runs. */
export interface StartLocation {
  /** The route's parameters (`:shopBikeId`), as written in the path. */
  params: Record<string, string>;
  search: URLSearchParams;
}

export interface ScreenRoute {
  /** `/bikes/:shopBikeId`: a `:name` segment takes any non-empty segment. */
  path: string;
  screen: ScreenLoader;
  /** `page` unless said. */
  frame?: FrameVariant;
  /**
   * Run by the boot, before React, when a visit starts on this route: sends the queries the
   * screen cannot start without, alongside the download of its code, instead of once it has
   * rendered.
   */
  start?: (location: StartLocation) => void;
}

/**
 * A signed-in area (`/shopowner/*?`: its base and every path under it): its route table and
 * screens are in its module, loaded with its first page, never with a traveller's.
 */
export interface AreaRoute {
  path: `${string}/*?`;
  /** The area's module (its `screens.ts`), with the area's texts. */
  area: () => Promise<AreaModule>;
  /** An area whose screens use a desktop's width (up to 1200px: the admins' tables). */
  wide?: boolean;
}

export type AppRoute = ScreenRoute | AreaRoute;

/** The site's routes, every area's (composed in web/src/site). */
export interface RouteTable {
  routes: AppRoute[];
  /** What any other path shows. */
  notFound: ScreenLoader;
}

/**
 * A screen's loader: its code together with the texts it shows, so that it renders once both
 * are there; with Apollo Client, which comes with it, when it reads its data through Apollo
 * (the landing page does not: app/lightQuery).
 */
export function screenLoader(
  load: ScreenLoader,
  { texts, apollo }: { texts: CataloguePart[]; apollo: boolean },
): ScreenLoader {
  const withClient: ScreenLoader = apollo
    ? () =>
        Promise.all([load(), import('./apolloScreen')]).then(([screen, { withApollo }]) => ({
          default: withApollo(screen.default),
        }))
    : load;
  return () => Promise.all([withClient(), requestTexts(texts)]).then(([module]) => module);
}

/** The route a path shows, as the routes will decide it, with its parameters; null: not found. */
export function matchRoute(
  table: RouteTable,
  pathname: string,
): { route: AppRoute; params: Record<string, string> } | null {
  for (const route of table.routes) {
    const params = pathParams(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
