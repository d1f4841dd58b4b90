// First: starts the page's screen and texts downloading (see the module).
import './startLoading';
// Second: the queries a page cannot start without (see the module).
import './startQueries';

/**
 * The entry is only this boot, small so that it runs first, while React and the rest of the
 * app still download: index.html announces those files (web/build/app-preloads.ts), and the
 * build fails if React finds its way in here.
 */
void import('./startApp');
