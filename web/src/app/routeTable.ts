import type { ComponentType, ReactNode } from 'react';
import { requestTexts, type CataloguePart } from '../i18n/catalogue';
import type { FrameVariant } from './Frame';

type ScreenModule = Promise<{ default: ComponentType }>;

export type AreaFrameLoader = () => Promise<{ default: ComponentType<{ children: ReactNode }> }>;

/** A screen's code, its own chunk, with what it needs to render. */
export type ScreenLoader = () => ScreenModule;

/** Where a visit starts, as the boot reads it before the app runs. */
export interface StartLocation {
  /** The route's parameters (`:shopBikeId`), as written in the path. */
  params: Record<string, string>;
  search: URLSearchParams;
}

export interface AppRoute {
  /** `/bikes/:shopBikeId`: a `:name` segment takes any non-empty segment. */
  path: string;
  screen: ScreenLoader;
  /** `page` unless said. */
  frame?: FrameVariant;
  /**
   * An area's own frame (header, `main`, its providers) around its screens, in the app's
   * `area` frame: loaded with the area's first screen, never with another area's boot.
   */
  areaFrame?: AreaFrameLoader;
  /** An area whose screens use a desktop's width (up to 1200px: the admins' tables). */
  wide?: boolean;
  /**
   * Run by the boot, before React, when a visit starts on this route: sends the queries the
   * screen cannot start without, alongside the download of its code, instead of once it has
   * rendered.
   */
  start?: (location: StartLocation) => void;
}

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

function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '/') return pathname === '/' || pathname === '' ? {} : null;
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (!segment.startsWith(':')) {
      if (segment !== have[i]) return null;
    } else if (have[i] === '') return null;
    else params[segment.slice(1)] = have[i];
  }
  return params;
}

/** The route a path shows, as the routes will decide it, with its parameters; null: not found. */
export function matchRoute(
  table: RouteTable,
  pathname: string,
): { route: AppRoute; params: Record<string, string> } | null {
  for (const route of table.routes) {
    const params = paramsOf(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
