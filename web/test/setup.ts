import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

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
});
