import { remember, remembered, takeOrThrow } from '../throttle';
import { LIMITS, rule } from '../throttle/limits';
import type { AppDeps } from '../deps';

/**
 * The password logins' brute-force limits (player and operator alike), taken
 * before the password is checked; call the returned release once it proved
 * right, so only failures count (and the address becomes one the account is
 * known at). Guessing is throttled where it comes from: 5 failures on one
 * account from one address, 20 from one address over all accounts. The
 * account's ceiling of 100 failures an hour from everywhere (ASVS 2.2.1)
 * holds only addresses the account has not signed in from in the last 90
 * days: a stranger guessing from rotating addresses is slowed to it, and
 * cannot keep the owner out of the addresses they use.
 */
export async function takeLoginTry(
  db: AppDeps['db'],
  door: 'player' | 'operator',
  account: string,
  ip: string,
  now: Date,
): Promise<() => Promise<void>> {
  const accountKey = door === 'player' ? `login:uid:${account.toLowerCase()}` : `admin:user:${account.toLowerCase()}`;
  const knownAddress = `${accountKey}:known:${ip}`;
  const known = await remembered(db, knownAddress, now);
  const release = await takeOrThrow(
    db,
    [
      rule(LIMITS.loginPerAccountAndIp, `${accountKey}:ip:${ip}`),
      rule(LIMITS.loginPerIp, `login:ip:${ip}`),
      ...(known ? [] : [rule(LIMITS.loginPerAccount, accountKey)]),
    ],
    now,
    'login',
  );
  return async () => {
    await release();
    await remember(db, knownAddress, now);
  };
}
