// The visitor's choices are kept in localStorage, which the server cannot read: each is also
// kept in a first-party cookie of the same name, so that the server renders a page in the
// visitor's language (server/src/modules/seo/visitor-preferences.ts reads these names).

const oneYearInSeconds = 31_536_000;

/** What `document.cookie` is given to keep a choice for a year; only sent over https on https. */
export function preferenceCookieText(name: string, value: string, protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax${secure}`;
}

export function writePreferenceCookie(name: string, value: string): void {
  try {
    document.cookie = preferenceCookieText(name, value, window.location.protocol);
  } catch {
    // Cookies may be refused (sandboxed frames, privacy settings): the page then renders on the
    // device in the stored choice, as before.
  }
}

/** The cookie's value, or null when it is missing or cookies cannot be read. */
export function readPreferenceCookie(name: string): string | null {
  try {
    for (const pair of document.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return null;
      }
    }
    return null;
  } catch {
    return null;
  }
}
