// One-time SMS codes to OWASP ASVS L2 (2.7): six digits from the CSPRNG,
// kept only as an HMAC bound to phone and purpose, valid five minutes, spent
// once, dead after five tries. Only the newest code of a phone counts, so
// asking for a new code retires the old one.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Lang } from '../../contract/constants';
import { MSG, type MsgKey } from '../../contract/errors';
import type { Database, OtpCodesTable } from '../db/schema';

export type OtpPurpose = OtpCodesTable['purpose'];

export const OTP = {
  ttlMs: 5 * 60_000,
  /** tries per code, the right one included: five wrong tries kill it */
  maxTries: 5,
} as const;

/** Codes older than this are deleted now and then (the longest anyone needs is the TTL). */
const KEEP_MS = 24 * 3_600_000;
const SWEEP_ODDS = 100;

const hashCode = (secret: string, phone: string, purpose: OtpPurpose, code: string): string =>
  createHmac('sha256', secret).update(`${purpose}\n${phone}\n${code}`).digest('hex');

/** Stores a new code for the phone and returns it in clear, for the SMS only. */
export async function issueOtp(
  db: Kysely<Database>,
  opts: { phone: string; purpose: OtpPurpose; secret: string; now: Date },
): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db
    .insertInto('otp_codes')
    .values({
      phone: opts.phone,
      purpose: opts.purpose,
      code_hash: hashCode(opts.secret, opts.phone, opts.purpose, code),
      expires_at: new Date(opts.now.getTime() + OTP.ttlMs),
      created_at: opts.now,
    })
    .execute();
  if (randomInt(SWEEP_ODDS) === 0) {
    await db
      .deleteFrom('otp_codes')
      .where('created_at', '<', new Date(opts.now.getTime() - KEEP_MS))
      .execute();
  }
  return code;
}

export type OtpCheck =
  | { ok: true; id: number }
  | { ok: false; key: MsgKey /** tries this code has left, when it is still alive */; triesLeft?: number };

/**
 * Spends one try on the newest code and compares. The try is counted in its
 * own statement (committed even when the registration later fails), and only
 * while the code is alive, so parallel guesses cannot exceed the limit.
 * A right code still has to be consumed with consumeOtp in the caller's
 * transaction.
 */
export async function checkOtp(
  db: Kysely<Database>,
  opts: { phone: string; purpose: OtpPurpose; code: string; secret: string; now: Date },
): Promise<OtpCheck> {
  const latest = await db
    .selectFrom('otp_codes')
    .select(['id', 'code_hash'])
    .where('phone', '=', opts.phone)
    .where('purpose', '=', opts.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return { ok: false, key: MSG.incorrectVerificationCode };
  const reserved = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', OTP.maxTries)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', opts.now)
    .returning('attempts')
    .executeTakeFirst();
  if (!reserved) return { ok: false, key: MSG.otpExpired };
  const given = Buffer.from(hashCode(opts.secret, opts.phone, opts.purpose, opts.code), 'hex');
  const stored = Buffer.from(latest.code_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    return { ok: false, key: MSG.incorrectVerificationCode, triesLeft: OTP.maxTries - reserved.attempts };
  }
  return { ok: true, id: latest.id };
}

/** Marks a checked code used; false when another request spent it first. */
export async function consumeOtp(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('otp_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const OTP_TEXT: Readonly<Record<Lang, (code: string, minutes: number) => string>> = {
  en: (code, minutes) => `Your VIP Club code is ${code}. It expires in ${minutes} minutes.`,
  zh: (code, minutes) => `您的VIP俱乐部验证码是 ${code}，${minutes} 分钟内有效。`,
  ms: (code, minutes) => `Kod Kelab VIP anda ialah ${code}. Ia tamat tempoh dalam ${minutes} minit.`,
};

/** The SMS that carries a code, in the language of the screen that asked for it. */
export const otpText = (code: string, lang: Lang = 'en'): string => OTP_TEXT[lang](code, OTP.ttlMs / 60_000);
