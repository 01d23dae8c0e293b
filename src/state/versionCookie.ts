// Cookie version migration (SPEC section 4). Older builds left cookies that
// newer builds cannot read; each listed migration version says "cookies from
// before me must go". Runs once at start-up, before anything reads a cookie.
import { COOKIE_MIGRATIONS, VERSION_COOKIE_DAYS } from '../../contract/appConstants';
import { COOKIES } from '../../contract/routes';
import { browserCookies, type CookieJar } from './cookies';

/** '5.5.28' → [5, 5, 28]. A leading 'v' and a '-beta'/'+build' suffix are ignored; anything else → null. */
export function parseVersion(version: string): number[] | null {
  const core = version.trim().replace(/^v/i, '').split(/[-+]/, 1)[0] ?? '';
  if (!/^\d+(\.\d+)*$/.test(core)) return null;
  return core.split('.').map(Number);
}

/** Numeric, part by part ('10.0.0' > '9.0.0'); missing parts count as 0 ('1.2' = '1.2.0'). */
export function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export interface CookieMigrationResult {
  /** The version cookie found, or null when there was none. */
  previous: string | null;
  cleared: boolean;
  /** Names of the cookies removed (empty when not cleared). */
  removed: string[];
}

/**
 * Clears every script-visible cookie when a migration newer than the stored
 * version exists, then stores `currentVersion` for VERSION_COOKIE_DAYS.
 *
 * - no version cookie, or one that does not parse: older than every migration.
 * - migrations newer than `currentVersion` itself are skipped: otherwise a
 *   build older than the table would clear cookies on every start.
 * - cookies set with a domain attribute or HttpOnly cannot be removed from a
 *   script; none of the app's cookies are.
 *
 * Throws on an unparsable `currentVersion`: it is a build constant, and a typo
 * should fail loudly in development rather than clear cookies in production.
 */
export function migrateCookies(
  currentVersion: string,
  jar: CookieJar = browserCookies,
  migrations: readonly string[] = COOKIE_MIGRATIONS,
): CookieMigrationResult {
  const current = parseVersion(currentVersion);
  if (!current) throw new TypeError(`migrateCookies: not a version: "${currentVersion}"`);
  const previous = jar.get(COOKIES.version) ?? null;
  const stored = previous === null ? null : parseVersion(previous);

  const due = migrations.some((m) => {
    const target = parseVersion(m);
    if (!target || compareVersions(target, current) > 0) return false;
    return stored === null || compareVersions(target, stored) > 0;
  });

  const removed = due ? jar.names() : [];
  for (const name of removed) jar.remove(name);
  jar.set(COOKIES.version, currentVersion, VERSION_COOKIE_DAYS);
  return { previous, cleared: due, removed };
}
