import {
  adoptUrlLanguage,
  languageStorageKey,
  replaceUrlLanguage,
  storedLanguage,
} from './preferences';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the language in the address', () => {
  it('wins over the stored choice at boot and becomes it', () => {
    window.localStorage.setItem(languageStorageKey, 'en');
    window.history.replaceState(null, '', '/bikes/7?lang=vn');
    adoptUrlLanguage();
    expect(storedLanguage()).toBe('vn');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('vn');
  });

  it('is ignored when it names no language of the app', () => {
    window.localStorage.setItem(languageStorageKey, 'vn');
    window.history.replaceState(null, '', '/?lang=fr');
    adoptUrlLanguage();
    expect(storedLanguage()).toBe('vn');
  });

  it('follows a language switch, and only where the address names one', () => {
    window.history.replaceState(null, '', '/shops/3?lang=vn&x=1');
    replaceUrlLanguage('en');
    expect(window.location.search).toBe('?lang=en&x=1');
    window.history.replaceState(null, '', '/shops/3');
    replaceUrlLanguage('vn');
    expect(window.location.search).toBe('');
  });
});
