import type { Kysely } from 'kysely';
import { DEFAULT_LANG } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import type { LoginResponse } from '../../contract/schemas/auth';
import type { RegisterBody } from '../../contract/schemas/account';
import { normalizePhone } from '../../contract/validation';
import { hashPassword } from '../auth/password';
import { openSession } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { LIMITS, rule } from '../throttle/limits';
import { takeOrThrow } from '../throttle';
import { checkOtp, consumeOtp } from './otp';
import { checkRegisterToken, spendRegisterToken } from '../auth/registerTokens';
import { playerIdByUid, uidTaken } from '../lib/players';
import { conflictFrom, findByPhone, insertVipPlayer, phoneTaken } from './repo';

interface RegisterDeps {
  db: Kysely<Database>;
  config: Config;
  now: Date;
  ip: string;
}

/**
 * Checks in the order the form shows them (confirmation, the link's register
 * token, UID, phone, code),
 * then creates the player, spends the code and opens the session in one
 * transaction: a failure anywhere leaves nothing behind.
 */
export async function register({ db, config, now, ip }: RegisterDeps, body: RegisterBody): Promise<LoginResponse> {
  if (body.password !== body.confirmPassword) throw new AppError(400, MSG.invalidConfirmPassword, { typ: 'confirmPassword' });
  const phone = normalizePhone(body.phone);
  if (!phone) throw new AppError(400, MSG.invalidPhoneNumber, { typ: 'phone' });
  // Counted as a failure until it succeeds: this bounds code guessing per address.
  const release = await takeOrThrow(db, [rule(LIMITS.registerPerIp, `register:ip:${ip}`)], now, 'register');

  const viaLink = body.registerToken ? await checkRegisterToken(db, body.registerToken, now) : null;
  if (await playerIdByUid(db, body.uid)) throw uidTaken();
  if (await findByPhone(db, phone)) throw phoneTaken();
  const otp = await checkOtp(db, { phone, purpose: 'register', code: body.otp, secret: config.otpSecret, now });
  if (!otp.ok) throw new AppError(400, otp.key, { typ: 'otp', ...(otp.triesLeft !== undefined ? { count: otp.triesLeft } : {}) });

  // scrypt takes tens of milliseconds: outside the transaction, which holds locks.
  const passwordHash = await hashPassword(body.password);
  const fullName = body.fullName.trim();
  const language = body.language ?? DEFAULT_LANG;
  let result: LoginResponse;
  try {
    result = await db.transaction().execute(async (trx) => {
      const player = await insertVipPlayer(trx, {
        uid: body.uid,
        fullName,
        passwordHash,
        phone,
        language,
        referrer: body.referrer ?? viaLink?.referrer ?? null,
        now,
      });
      if (body.registerToken) await spendRegisterToken(trx, body.registerToken, player.id, now);
      if (!(await consumeOtp(trx, otp.id, now))) throw new AppError(400, MSG.otpExpired, { typ: 'otp' });
      const { token } = await openSession(trx, player.id, config.sessionTtlHours, now);
      return { token, uid: player.uid, fullName, tgBind: false, tgRegister: false, language };
    });
  } catch (error) {
    throw conflictFrom(error) ?? error;
  }
  await release();
  return result;
}
