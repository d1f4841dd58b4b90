import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { requestTexts } from '../i18n/catalogue';
import { intlLocale, type Language } from '../i18n/languages';
import { App } from './App';
import { takeAnsweredQueries } from './bootPrefetch';
import { ServerConsentContext } from './consent/cookieConsent';
import { storedCurrency } from './preferences';
import { matchRoute, type RouteTable } from './routeTable';
import { readServerAnswers, startLanguage, type ServerAnswers } from './serverAnswers';
// Caught as early as possible: the browser may offer installing before React has rendered.
import './install/useInstallPrompt';

/**
 * A page the server rendered (web/src/traveller/ssr) is taken over as it is: the answers it was rendered
 * from go where the app reads them (Apollo's cache, the light queries' store), its texts and
 * screen's code are loaded, and React attaches to the HTML instead of rendering it again.
 */
async function hydrate(
  container: HTMLElement,
  routes: RouteTable,
  answers: ServerAnswers,
  language: Language,
) {
  const match = matchRoute(routes, window.location.pathname);
  const screen = match && 'screen' in match.route ? match.route.screen : routes.notFound;
  // The landing page reads its data without Apollo Client (app/lightQuery): nothing to restore,
  // and its 55 KB stay off that page. The screen's loader brings the texts it shows.
  const usesApollo = Object.keys(answers.apollo).length > 0;
  const [client] = await Promise.all([
    usesApollo ? import('./appClient') : null,
    requestTexts(['core'], language),
    screen(),
  ]);
  if (client) {
    client.appClient.cache.restore(answers.apollo);
    await client.prepareQueries(client.appClient, takeAnsweredQueries());
  }
  hydrateRoot(
    container,
    <StrictMode>
      <ServerConsentContext.Provider value={answers.consent}>
        <App routes={routes} language={language} />
      </ServerConsentContext.Provider>
    </StrictMode>,
  );
}

/**
 * Renders the app with the site's routes, handed over by the entry (web/src/site/main.tsx):
 * this chunk imports no area, so the boot's per-route work stays in the entry.
 */
export function startApp(routes: RouteTable) {
  const container = document.getElementById('root')!;
  const language = startLanguage();
  const answers = readServerAnswers();

  /**
   * The first use of each Intl service loads its ICU locale data: some 80 ms on this machine,
   * several times that on a slow phone, all inside the first render's first slice. Each its
   * own task instead, before the render, while the screen's code still downloads.
   */
  const locale = intlLocale[language];
  for (const loadLocaleData of [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => Intl.PluralRules.supportedLocalesOf(locale),
  ])
    setTimeout(loadLocaleData);

  // The server renders in dong and in one language: another choice is rendered afresh.
  if (answers && answers.language === language && storedCurrency() === 'dong') {
    hydrate(container, routes, answers, language).catch(() =>
      renderAfresh(container, routes, language),
    );
    return;
  }
  renderAfresh(container, routes, language);
}

function renderAfresh(container: HTMLElement, routes: RouteTable, language: Language) {
  const root = createRoot(container);
  // A transition, so that the first render is split into slices a slow phone stays responsive
  // in; after the tasks above (timers run in the order they were set).
  setTimeout(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App routes={routes} language={language} />
        </StrictMode>,
      ),
    ),
  );
}

function registerServiceWorker() {
  import('./offline/serviceWorker')
    .then((worker) => worker.registerServiceWorker())
    // Without a worker the app still works, only not offline.
    .catch(() => undefined);
}

// Not in development (it would cache what is being edited) and off the critical path: once the
// page has loaded, which it may have already (this module is imported by the boot).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker);
}
