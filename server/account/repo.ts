import type { Kysely, Transaction } from 'kysely';
import type { Lang } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { uidTaken, violatedUnique } from '../lib/players';

/** phone is already normalized (normalizePhone), as it is stored. */
export async function findByPhone(db: Kysely<Database>, phone: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('players').select('id').where('phone', '=', phone).executeTakeFirst();
}

/** A registered player: VIP, not yet verified. A UID or phone taken meanwhile throws the unique violation (conflictFrom). */
export async function insertVipPlayer(
  trx: Transaction<Database>,
  input: {
    uid: string;
    fullName: string;
    passwordHash: string;
    phone: string;
    language: Lang;
    referrer: string | null;
    now: Date;
  },
): Promise<{ id: number; uid: string }> {
  return trx
    .insertInto('players')
    .values({
      uid: input.uid,
      full_name: input.fullName,
      password_hash: input.passwordHash,
      phone: input.phone,
      role: 'vip',
      verified: false,
      language: input.language,
      referrer: input.referrer,
      created_at: input.now,
    })
    .returning(['id', 'uid'])
    .executeTakeFirstOrThrow();
}

/** SPEC section 8: a 409 carries typ and count, which the client stores under typ + '409'. */
export const phoneTaken = (): AppError => new AppError(409, MSG.phoneExist, { typ: 'phone', count: 1 });

/**
 * A registration's transaction that failed for a concurrent request, as the
 * 409 the loser should read (never a 500): a UID or phone taken meanwhile,
 * else msg.registerFailed; null for any other error.
 * Constraints: players_uid_key, players_uid_lower, players_phone_key.
 */
export function conflictFrom(error: unknown): AppError | null {
  const constraint = violatedUnique(error);
  if (constraint?.includes('phone')) return phoneTaken();
  if (constraint?.includes('uid')) return uidTaken();
  // Another unique row, or a transaction the database gave up on (serialization failure, deadlock, a lock or
  // statement timeout): nothing is wrong with what the player typed and nothing was kept (the transaction rolled
  // back, the code is still theirs), so they are told the spec's "Register Failed, Please try again later".
  if (constraint !== null || RETRYABLE_SQLSTATES.has(sqlStateOf(error))) return new AppError(409, MSG.registerFailed);
  return null;
}

/** SQLSTATEs of a transaction that failed for its timing, not its data: 40001, 40P01, 55P03 (lock_not_available), 57014 (query_canceled). */
const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01', '55P03', '57014']);

const sqlStateOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
