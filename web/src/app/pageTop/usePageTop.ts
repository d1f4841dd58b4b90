import { useLayoutEffect, useState } from 'react';
import { useLocation } from '../routing';
import { PageTop } from './pageTop';

/** Places each page the app shows: see `PageTop`. Called once, above the routes. */
export function usePageTop(): void {
  const { pathname, search } = useLocation();
  const [pageTop] = useState(() => new PageTop());
  useLayoutEffect(() => pageTop.start(), [pageTop]);
  useLayoutEffect(() => {
    pageTop.shown(pathname);
  }, [pageTop, pathname, search]);
}
