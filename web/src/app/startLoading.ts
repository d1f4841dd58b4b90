import { requestTexts } from '../i18n/catalogue';
import { pageAnsweredByServer } from './bootPrefetch';
import { seedLightAnswer } from './lightQuery/lightQuery';
import { httpTransport } from './lightQuery/transport';
import { adoptUrlLanguage, reconcileStoredChoices } from './preferences';
import { readServerAnswers, startLanguage } from './serverAnswers';
import { matchRoute, type RouteTable } from './routeTable';

const ignore = () => undefined;

/**
 * Called first by the entry (web/src/site/main.tsx), before React and the rest of the app are
 * evaluated: the current page's screen and the visitor's texts download meanwhile instead of
 * after, and the route's own start sends the page's queries.
 */
export function startLoading(table: RouteTable) {
  adoptUrlLanguage();
  reconcileStoredChoices();
  const { pathname, search } = window.location;
  const match = matchRoute(table, pathname);
  const route = match?.route;
  if (route && 'area' in route)
    route
      .area()
      .then((area) => area.preload(pathname) ?? table.notFound())
      .catch(ignore);
  else (route?.screen ?? table.notFound)().catch(ignore);
  requestTexts(['core'], startLanguage()).catch(ignore);
  // A page the server rendered came with the answers its queries would ask for: the route's
  // start finds them and only notes its Apollo queries, for the app to prepare.
  const answers = readServerAnswers();
  if (answers) {
    for (const [key, data] of answers.light) seedLightAnswer(httpTransport, key, data);
    pageAnsweredByServer();
  }
  try {
    if (match && 'start' in match.route)
      match.route.start?.({ params: match.params, search: new URLSearchParams(search) });
  } catch {
    // The screen asks for its data itself: the app starts all the same.
  }
}
