// Every throttle of the server in one place, so the numbers can be reviewed
// together (OWASP ASVS 2.2.1 / 2.7). Per-IP limits assume the proxy in front
// sets X-Forwarded-For (trustProxy); many Malaysian mobile players share an
// address behind carrier NAT, which is why per-IP limits are looser than
// per-account ones.
import type { Rule } from './index';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /**
   * failed password logins on one account from one address: the guesser is
   * stopped, the owner on another address is not (a per-account limit from
   * anywhere let five wrong passwords lock the owner out)
   */
  loginPerAccountAndIp: { limit: 5, windowMs: 15 * MINUTE },
  /** failed password logins per address, over all accounts */
  loginPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /**
   * failed password logins on one account from addresses it has not signed in
   * from (auth/loginThrottle.ts): ASVS 2.2.1's ceiling of 100 an hour, against
   * guessing from many addresses; the owner's known addresses stay open
   */
  loginPerAccount: { limit: 100, windowMs: HOUR },
  /** an SMS code may be resent once a minute per phone... */
  otpResend: { limit: 1, windowMs: MINUTE },
  /** ...and at most this often per hour per phone (SMS pumping, code guessing) */
  otpPerPhone: { limit: 5, windowMs: HOUR },
  otpPerIp: { limit: 20, windowMs: HOUR },
  /** failed registrations per address (wrong codes above all) */
  registerPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** UID availability checks per address (account enumeration) */
  uidCheckPerIp: { limit: 30, windowMs: 10 * MINUTE },
  /** redeem requests per player (a retry with a known idempotency key is answered before this) */
  redeemPerPlayer: { limit: 5, windowMs: MINUTE },
  /** verification video uploads per player: each is up to 50 MB on disk */
  videoUploadPerPlayer: { limit: 5, windowMs: HOUR },
} as const satisfies Record<string, Omit<Rule, 'key'>>;

export const rule = (limit: Omit<Rule, 'key'>, key: string): Rule => ({ ...limit, key });
