import { takeOrThrow } from '../throttle';
import { LIMITS, rule } from '../throttle/limits';
import type { AppDeps } from '../deps';

/**
 * The password logins' brute-force limits (player and operator alike), taken
 * before the password is checked; call the returned release once it proved
 * right, so only failures count. Guessing is throttled where it comes from:
 * 5 failures on one account from one address, 20 from one address over all
 * accounts; the account itself only at ASVS's 100 failures an hour from
 * everywhere, so a stranger's five wrong passwords no longer keep its owner out.
 */
export function takeLoginTry(
  db: AppDeps['db'], door: 'player' | 'operator', account: string, ip: string, now: Date,
): Promise<() => Promise<void>> {
  const accountKey = door === 'player' ? `login:uid:${account.toLowerCase()}` : `admin:user:${account.toLowerCase()}`;
  return takeOrThrow(db, [
    rule(LIMITS.loginPerAccountAndIp, `${accountKey}:ip:${ip}`),
    rule(LIMITS.loginPerIp, `login:ip:${ip}`),
    rule(LIMITS.loginPerAccount, accountKey),
  ], now, 'login');
}
