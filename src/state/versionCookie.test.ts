import { afterEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { VERSION_COOKIE_DAYS } from '../../contract/constants';
import { COOKIES } from '../../contract/routes';
import { browserCookies, type CookieJar } from './cookies';
import { compareVersions, migrateCookies, parseVersion } from './versionCookie';

const CURRENT = '6.0.0';

/** Records what migrateCookies writes, expiry included (document.cookie does not show it). */
function recordingJar(
  initial: Record<string, string>,
): CookieJar & { cookies: Map<string, string>; sets: { name: string; value: string; days: number | undefined }[] } {
  const cookies = new Map(Object.entries(initial));
  const sets: { name: string; value: string; days: number | undefined }[] = [];
  return {
    cookies,
    sets,
    get: (name) => cookies.get(name),
    set: (name, value, days) => {
      cookies.set(name, value);
      sets.push({ name, value, days });
    },
    remove: (name) => {
      cookies.delete(name);
    },
    names: () => [...cookies.keys()],
  };
}

describe('version comparison', () => {
  it('is numeric, not textual', () => {
    const cmp = (a: string, b: string) => compareVersions(parseVersion(a) ?? [], parseVersion(b) ?? []);
    expect(cmp('10.0.0', '9.0.0')).toBe(1);
    expect('10.0.0' < '9.0.0').toBe(true); // what a string compare would have said
    expect(cmp('4.5.28', '4.5.3')).toBe(1);
    expect(cmp('3.4.25', '3.5.27')).toBe(-1);
    expect(cmp('1.2', '1.2.0')).toBe(0);
  });

  it('parses versions leniently and rejects junk', () => {
    expect(parseVersion('v5.5.28-beta.1')).toEqual([5, 5, 28]);
    expect(parseVersion('abc')).toBeNull();
    expect(parseVersion('')).toBeNull();
  });
});

describe('migrateCookies', () => {
  it.each([
    ['no cookie', undefined, true],
    ['3.4.25 (three newer migrations)', '3.4.25', true],
    ['3.5.27 (4.5.28 is newer)', '3.5.27', true],
    ['5.5.28 (the latest migration)', '5.5.28', false],
    ['10.0.0 (numerically newer than all)', '10.0.0', false],
    ['junk', 'not-a-version', true],
  ])('stored %s → cleared %s', (_label, stored, cleared) => {
    const jar = recordingJar({ token: 't', fcmToken: 'f', other: 'o', ...(stored === undefined ? {} : { [COOKIES.version]: stored }) });
    const result = migrateCookies(CURRENT, jar);

    expect(result.cleared).toBe(cleared);
    expect(result.previous).toBe(stored ?? null);
    expect(jar.cookies.has('token')).toBe(!cleared);
    expect(jar.cookies.has('other')).toBe(!cleared);
    if (cleared) expect(result.removed).toEqual(expect.arrayContaining(['token', 'fcmToken', 'other']));
    // always: the current version, for 365 days
    expect(jar.sets).toEqual([{ name: COOKIES.version, value: CURRENT, days: VERSION_COOKIE_DAYS }]);
    expect(VERSION_COOKIE_DAYS).toBe(365);
    expect(jar.cookies.get(COOKIES.version)).toBe(CURRENT);
  });

  it('ignores migrations newer than the running build, so it does not clear on every start', () => {
    const jar = recordingJar({ [COOKIES.version]: '4.0.0', token: 't' });
    expect(migrateCookies('4.0.0', jar).cleared).toBe(false);
    expect(migrateCookies('4.6.0', jar).cleared).toBe(true); // 4.5.28 now applies
  });

  it('throws on an unparsable build version', () => {
    expect(() => migrateCookies('dev', recordingJar({}))).toThrow(TypeError);
  });

  describe('with real browser cookies', () => {
    afterEach(() => {
      for (const name of browserCookies.names()) browserCookies.remove(name);
    });

    it('clears every script-visible cookie and stores the version', () => {
      document.cookie = 'token=abc; path=/';
      document.cookie = 'fcmToken=def; path=/';
      document.cookie = 'legacy_pref=1; path=/';
      const result = migrateCookies(CURRENT);
      expect(result.cleared).toBe(true);
      expect(Cookies.get()).toEqual({ [COOKIES.version]: CURRENT });
    });

    it('keeps cookies when up to date', () => {
      document.cookie = `${COOKIES.version}=5.5.28; path=/`;
      document.cookie = 'token=abc; path=/';
      expect(migrateCookies(CURRENT).cleared).toBe(false);
      expect(Cookies.get()).toEqual({ [COOKIES.version]: CURRENT, token: 'abc' });
    });
  });
});
