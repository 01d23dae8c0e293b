// The cookies the spec names (contract COOKIES): the session token and the
// version cookie. Behind a small jar interface so the version migration can be
// tested for what it writes (expiry included), which document.cookie hides.
import Cookies from 'js-cookie';
import { COOKIES } from '../../contract/routes';

export interface CookieJar {
  get(name: string): string | undefined;
  /** `days` omitted: a session cookie. */
  set(name: string, value: string, days?: number): void;
  remove(name: string): void;
  /** Every cookie name visible to scripts on this page. */
  names(): string[];
}

/** Shared attributes: whole-app path, not sent on cross-site posts, https-only when served over https. */
export function cookieAttributes(protocol = typeof location === 'undefined' ? '' : location.protocol): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'lax', secure: protocol === 'https:' };
}

export const browserCookies: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, days) => {
    Cookies.set(name, value, days === undefined ? cookieAttributes() : { ...cookieAttributes(), expires: days });
  },
  // Written by hand rather than Cookies.remove: names come raw from
  // document.cookie, and js-cookie would re-encode unusual ones and miss them.
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
