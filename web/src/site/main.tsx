import { startLoading } from '../app/startLoading';
import { siteRoutes } from './siteRoutes';

// First: the page's screen, texts and queries start downloading (see app/startLoading.ts).
startLoading(siteRoutes);

/**
 * The entry is only this boot, small so that it runs first, while React and the rest of the
 * app still download: index.html announces those files (web/build/app-preloads.ts), and the
 * build fails if React finds its way in here. The app gets the routes from here, so that its
 * chunk reaches no area's boot work.
 */
// React's own modules are evaluated first, in a task of their own, then the app's: on a slow
// phone one long task of the main thread becomes two shorter ones.
void import('react-dom/client')
  .then(() => import('../app/startApp'))
  .then(({ startApp }) => startApp(siteRoutes));
