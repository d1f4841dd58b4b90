import { visitorPreferences } from './visitor-preferences';

describe("the visitor's language", () => {
  it("is the address's `?lang=` first, over the cookie and the browser", () => {
    expect(
      visitorPreferences({
        url: '/bikes/7?city=hue&lang=vn',
        cookieHeader: 'appLang=en',
        acceptLanguage: 'en-US',
      }),
    ).toMatchObject({ language: 'vn', languageSource: 'url' });
    expect(
      visitorPreferences({ url: 'https://xemay.vn/search?lang=en', cookieHeader: 'appLang=vn' }),
    ).toMatchObject({ language: 'en', languageSource: 'url' });
  });

  it('is the stored choice without one in the address, over the browser', () => {
    expect(
      visitorPreferences({
        url: '/bikes/7',
        cookieHeader: 'theme=dark; appLang=vn; currency=eur',
        acceptLanguage: 'en-GB,en;q=0.9',
      }),
    ).toMatchObject({ language: 'vn', languageSource: 'cookie' });
  });

  it("is the browser's preferred language of the app's two without a choice", () => {
    const fromHeader = (acceptLanguage: string) => visitorPreferences({ url: '/', acceptLanguage });
    expect(fromHeader('vi-VN,vi;q=0.9,en;q=0.8')).toMatchObject({
      language: 'vn',
      languageSource: 'header',
    });
    expect(fromHeader('VI')).toMatchObject({ language: 'vn' });
    expect(fromHeader('fr-FR, en-US;q=0.5, vi;q=0.4').language).toBe('en');
    // Preference is by weight, not by order.
    expect(fromHeader('en;q=0.3, vi;q=0.7').language).toBe('vn');
    expect(fromHeader('de, vi;q=0.2, en;q=0.2').language).toBe('vn');
    // q=0 refuses a language.
    expect(fromHeader('vi;q=0, en;q=0.1').language).toBe('en');
  });

  it('is English when nothing names one of the app', () => {
    expect(visitorPreferences({ url: '/' })).toEqual({
      language: 'en',
      languageSource: 'default',
      currency: 'dong',
      consent: null,
    });
    expect(
      visitorPreferences({ url: '/', cookieHeader: '', acceptLanguage: 'fr, *;q=0.5, vi;q=0' }),
    ).toMatchObject({ language: 'en', languageSource: 'default' });
  });

  it('passes over values the app does not know, each to the next source', () => {
    expect(visitorPreferences({ url: '/?lang=fr', cookieHeader: 'appLang=vn' })).toMatchObject({
      language: 'vn',
      languageSource: 'cookie',
    });
    expect(
      visitorPreferences({
        url: '/?lang=',
        cookieHeader: 'appLang=vi; currency=eur',
        acceptLanguage: 'vi',
      }),
    ).toMatchObject({ language: 'vn', languageSource: 'header' });
    expect(
      visitorPreferences({ url: '/?lang=VN', cookieHeader: 'appLang=EN', acceptLanguage: 'x;q=a' }),
    ).toMatchObject({ language: 'en', languageSource: 'default' });
    expect(visitorPreferences({ url: '/', acceptLanguage: 'vi;q=abc, en;q=2' })).toMatchObject({
      languageSource: 'default',
    });
  });

  it('survives a malformed address or cookie header', () => {
    expect(
      visitorPreferences({ url: 'http://[bad', cookieHeader: '=;;appLang=%E0%A4%A; ;' }),
    ).toEqual({ language: 'en', languageSource: 'default', currency: 'dong', consent: null });
  });
});

describe("the visitor's currency", () => {
  it('is the choice the app stored', () => {
    expect(visitorPreferences({ url: '/', cookieHeader: 'currency=eur' }).currency).toBe('eur');
    expect(
      visitorPreferences({ url: '/?lang=vn', cookieHeader: 'appLang=en; currency=usd' }).currency,
    ).toBe('usd');
  });

  it('is dong without a choice or with a value the app does not store', () => {
    expect(visitorPreferences({ url: '/', cookieHeader: 'appLang=vn' }).currency).toBe('dong');
    for (const value of ['EUR', 'yen', 'vnd', '', 'eur%00'])
      expect(visitorPreferences({ url: '/', cookieHeader: `currency=${value}` }).currency).toBe(
        'dong',
      );
  });
});

describe("the visitor's answer to the cookie banner", () => {
  it.each([
    ['cookieConsent=true', true],
    ['cookieConsent=false', false],
    ['cookieConsent=maybe', null],
    ['appLang=vn', null],
  ])('%s gives %s', (cookieHeader, consent) => {
    expect(visitorPreferences({ url: '/', cookieHeader }).consent).toBe(consent);
  });
});
