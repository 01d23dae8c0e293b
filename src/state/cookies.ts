// The cookies the spec names (contract COOKIES): the session token and the
// version cookie. Behind a small jar interface so the version migration can be
// tested for what it writes (expiry included), which document.cookie hides.
// A few lines over document.cookie rather than js-cookie (1.4 kB in the entry
// chunk); values are URI-encoded as js-cookie wrote them, so both read alike.
import { COOKIES } from '../../contract/routes';

export interface CookieAttributes {
  path: string;
  sameSite: 'lax';
  secure: boolean;
  /** days from now; omitted: a session cookie */
  expires?: number;
}

export interface CookieJar {
  get(name: string): string | undefined;
  /** `days` omitted: a session cookie. */
  set(name: string, value: string, days?: number): void;
  remove(name: string): void;
  /** Every cookie name visible to scripts on this page. */
  names(): string[];
}

/** Shared attributes: whole-app path, not sent on cross-site posts, https-only when served over https. */
export function cookieAttributes(protocol = typeof location === 'undefined' ? '' : location.protocol): CookieAttributes {
  return { path: '/', sameSite: 'lax', secure: protocol === 'https:' };
}

/** A cookie's value as the page sees it, decoded; undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at) !== name) continue;
    const raw = pair.slice(at + 1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // not ours: left as the browser holds it
    }
  }
  return undefined;
}

function writeCookie(name: string, value: string, { path, sameSite, secure, expires }: CookieAttributes): void {
  const expiry = expires === undefined ? '' : `; expires=${new Date(Date.now() + expires * 864e5).toUTCString()}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${path}${expiry}; samesite=${sameSite}${secure ? '; secure' : ''}`;
}

export const browserCookies: CookieJar = {
  get: readCookie,
  set: (name, value, days) => {
    writeCookie(name, value, days === undefined ? cookieAttributes() : { ...cookieAttributes(), expires: days });
  },
  // Names come raw from document.cookie, so they are removed raw.
  remove: (name) => {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  },
  names: () =>
    document.cookie
      .split(';')
      .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
      .filter((name) => name !== ''),
};

export function readToken(jar: CookieJar = browserCookies): string | undefined {
  const token = jar.get(COOKIES.token);
  return token === '' ? undefined : token;
}

/** The bearer token lives only in this cookie (SPEC section 7), never in saved state. */
export function writeToken(token: string, days?: number, jar: CookieJar = browserCookies): void {
  jar.set(COOKIES.token, token, days);
}

export function removeToken(jar: CookieJar = browserCookies): void {
  jar.remove(COOKIES.token);
}
