import {
  forwardRef,
  useCallback,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  Link as WouterLink,
  Route as WouterRoute,
  Router,
  Switch,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  useSearch,
  useSearchParams as useWouterSearchParams,
} from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * The app's router: wouter, which costs about 2 KB of gzipped JavaScript on every page where
 * react-router cost 15 KB, behind the few pieces the screens use, shaped as react-router's
 * (`Link to`, `useLocation().pathname`, `useNavigate`, `useSearchParams`, `Routes`/`Route
 * element`). The history stays the browser's own: sheets and the reservation's leave guard add
 * entries of their own to it (web/src/ui/Sheet.tsx, useLeaveGuard.ts).
 */

/** Marks the history entries the app made: there is a page of the app to go back to. */
const inAppEntry = { key: 'app' } as const;

interface HistoryEntryState {
  key?: string;
}

export interface AppLocation {
  pathname: string;
  /** `?…`, or empty. */
  search: string;
  hash: string;
  /** `default` on the entry the visit started with, as react-router says it. */
  key: string;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  // On the server (web/src/traveller/ssr) there is no history: a first visit's entry, without a hash.
  const inBrowser = typeof window !== 'undefined';
  const state = (inBrowser ? window.history.state : null) as HistoryEntryState | null;
  return {
    pathname,
    search: search ? `?${search}` : '',
    hash: inBrowser ? window.location.hash : '',
    key: state?.key ?? 'default',
  };
}

export interface NavigateOptions {
  replace?: boolean;
}

/** `navigate(to, { replace })`, or `navigate(-1)` for the browser's back. */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const [, navigate] = useWouterLocation();
  return useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(to, { replace: options.replace, state: inAppEntry });
    },
    [navigate],
  );
}

export function useParams(): Record<string, string | undefined> {
  return useWouterParams();
}

type SearchParamsInit = URLSearchParams | string;

export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const [params, setParams] = useWouterSearchParams();
  const set = useCallback(
    (
      next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
      options: NavigateOptions = {},
    ) => setParams(next, { replace: options.replace, state: inAppEntry }),
    [setParams],
  );
  return [params, set];
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

/** A link within the app: the page changes without a reload (new tabs work as usual). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, ...props },
  ref,
) {
  return <WouterLink ref={ref} href={to} replace={replace} state={inAppEntry} {...props} />;
});

/** The first route whose path matches is shown (`*` or no path: any). */
export function Routes({ children }: { children: ReactNode }) {
  return <Switch>{children}</Switch>;
}

/** `Routes` hands the route it picked its match; passed on to wouter, which needs it. */
export function Route({ element, path, ...match }: { path?: string; element: ReactNode }) {
  return (
    <WouterRoute path={path === '*' ? undefined : path} {...match}>
      {element}
    </WouterRoute>
  );
}

/** On the server: the app at the requested path and query (`?…` or empty). */
export function ServerRouter({ url, children }: { url: URL; children: ReactNode }) {
  return (
    <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
      {children}
    </Router>
  );
}

/** For tests: the app at a given URL, with its history in memory. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [location] = useState(() => memoryLocation({ path: initialEntries[0] }));
  return <Router hook={location.hook}>{children}</Router>;
}
