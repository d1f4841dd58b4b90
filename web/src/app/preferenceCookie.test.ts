import { preferenceCookieText, readPreferenceCookie } from './preferenceCookie';
import { currencyStorageKey, languageStorageKey, storeLanguage } from './preferences';
import type { RouteTable } from './routeTable';
import { startLoading } from './startLoading';

/** A site without routes: the boot only loads the not-found screen besides the choices. */
const emptySite: RouteTable = { routes: [], notFound: async () => ({ default: () => null }) };

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the choices the server reads in cookies', () => {
  it('are copied at boot from a visit before the cookies existed', () => {
    window.localStorage.setItem(languageStorageKey, 'vn');
    window.localStorage.setItem(currencyStorageKey, 'usd');
    startLoading(emptySite);
    expect(readPreferenceCookie('appLang')).toBe('vn');
    expect(readPreferenceCookie('currency')).toBe('usd');
  });

  it("are the newest choice when they differ from storage: the server's language of an address", () => {
    // The server kept ?lang=vn of a page the visitor left before the app started.
    document.cookie = 'appLang=vn; Path=/';
    window.localStorage.setItem(languageStorageKey, 'en');
    startLoading(emptySite);
    expect(window.localStorage.getItem(languageStorageKey)).toBe('vn');
    expect(readPreferenceCookie('appLang')).toBe('vn');
  });

  it('are not written for a stored value that is no choice of the app', () => {
    window.localStorage.setItem(languageStorageKey, 'fr');
    window.localStorage.setItem(currencyStorageKey, 'yen');
    startLoading(emptySite);
    expect(document.cookie).toBe('');
  });

  it('take the language of the address the visit began with', () => {
    window.localStorage.setItem(languageStorageKey, 'en');
    window.history.replaceState(null, '', '/bikes/7?lang=vn');
    startLoading(emptySite);
    expect(readPreferenceCookie('appLang')).toBe('vn');
  });

  it('last a year on the whole site, and travel only over https on https', () => {
    expect(preferenceCookieText('currency', 'eur', 'https:')).toBe(
      'currency=eur; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(preferenceCookieText('appLang', 'vn', 'http:')).toBe(
      'appLang=vn; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('being refused changes nothing else: the choice is still stored', () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new Error('The operation is insecure.');
      },
      set: () => {
        throw new Error('The operation is insecure.');
      },
    });
    try {
      window.localStorage.setItem(currencyStorageKey, 'eur');
      expect(() => startLoading(emptySite)).not.toThrow();
      expect(() => storeLanguage('vn')).not.toThrow();
      expect(window.localStorage.getItem(languageStorageKey)).toBe('vn');
      expect(readPreferenceCookie('appLang')).toBeNull();
    } finally {
      // The document's own cookie property shows again.
      delete (document as { cookie?: string }).cookie;
    }
  });
});
