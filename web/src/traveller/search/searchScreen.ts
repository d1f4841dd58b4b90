import { screenLoader } from '../../app/routeTable';

/**
 * The search screen's loader, apart from the routes: the landing page starts it at the
 * visitor's first interaction, without importing the table that lists the landing page.
 */
export const loadSearchScreen = screenLoader(() => import('./SearchScreen'), {
  texts: ['core', 'rest'],
  apollo: true,
});
