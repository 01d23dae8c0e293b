import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { MSG, type MsgKey } from '../../contract/errors';
import { AppError } from '../http/errors';

/** Login data older than this is refused as too old (Telegram's own guidance: check auth_date). */
export const MAX_AUTH_AGE_SECONDS = 24 * 3600;

export interface TelegramUser {
  id: number;
  firstName: string;
  username: string | null;
}
export type Verified = { ok: true; user: TelegramUser } | { ok: false; message: MsgKey };

/** The verified user, or the 401 a refused check answers, in the catalogue's own words ("Unauthorized: Hash mismatch" / "...too old"). */
export function telegramUser(result: Verified): TelegramUser {
  if (!result.ok) throw new AppError(401, result.message);
  return result.user;
}

/** Every field but hash, sorted by key, as "key=value" lines: Telegram's data-check-string. */
const dataCheckString = (fields: Record<string, string>): string =>
  Object.keys(fields)
    .filter((k) => k !== 'hash')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');

function sameHex(a: string, b: unknown): boolean {
  return typeof b === 'string' && /^[0-9a-f]{64}$/i.test(b) && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

function check(fields: Record<string, string>, secret: Buffer, now: Date, user: () => TelegramUser | null): Verified {
  const expected = createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
  if (!sameHex(expected, fields.hash)) return { ok: false, message: MSG.hashMismatch };
  const authDate = Number(fields.auth_date);
  if (!Number.isFinite(authDate) || now.getTime() / 1000 - authDate > MAX_AUTH_AGE_SECONDS)
    return { ok: false, message: MSG.authDataTooOld };
  const who = user();
  return who ? { ok: true, user: who } : { ok: false, message: MSG.hashMismatch };
}

/** The Login Widget's fields (id, first_name, username, auth_date, hash...): key = SHA-256(bot token). */
export function verifyLoginWidget(fields: Record<string, string>, botToken: string, now: Date): Verified {
  const secret = createHash('sha256').update(botToken).digest();
  return check(fields, secret, now, () => {
    const id = Number(fields.id);
    return Number.isSafeInteger(id) && id > 0 ? { id, firstName: fields.first_name ?? '', username: fields.username ?? null } : null;
  });
}

/** A mini app's initData query string: key = HMAC-SHA256("WebAppData", bot token), user as JSON. */
export function verifyInitData(initData: string, botToken: string, now: Date): Verified {
  const fields = Object.fromEntries(new URLSearchParams(initData));
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return check(fields, secret, now, () => {
    try {
      const user = JSON.parse(fields.user ?? '') as { id?: unknown; first_name?: unknown; username?: unknown };
      return typeof user.id === 'number' && Number.isSafeInteger(user.id)
        ? { id: user.id, firstName: String(user.first_name ?? ''), username: typeof user.username === 'string' ? user.username : null }
        : null;
    } catch {
      return null;
    }
  });
}

/** What a bot (or a test standing in for Telegram) signs: the same two recipes, run forward. */
export function signLoginWidget(fields: Record<string, string>, botToken: string): string {
  return createHmac('sha256', createHash('sha256').update(botToken).digest()).update(dataCheckString(fields)).digest('hex');
}
export function signInitData(fields: Record<string, string>, botToken: string): string {
  return createHmac('sha256', createHmac('sha256', 'WebAppData').update(botToken).digest()).update(dataCheckString(fields)).digest('hex');
}
