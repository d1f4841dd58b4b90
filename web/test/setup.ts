import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { provideCatalogue } from '../src/i18n/catalogue';
import { messages } from '../src/i18n/messages';

// jsdom has no matchMedia: screens see a phone-sized window unless a test says otherwise.
window.matchMedia = ((query: string) => ({
  matches: /max-width/.test(query),
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
})) as unknown as typeof window.matchMedia;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The choices are also kept in cookies (app/preferenceCookie), which jsdom keeps between tests.
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

// Screens render answers and new texts as transitions, in slices: on a CI machine busy with
// the database tests they can take longer than testing-library's default second to appear.
configure({ asyncUtilTimeout: 4000 });

// The app loads its texts in parts as screens need them; tests have them all from the start.
provideCatalogue('en', messages.en);
provideCatalogue('vn', messages.vn);
