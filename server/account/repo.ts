import type { Kysely } from 'kysely';
import { MSG } from '../../contract/errors';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';

/** UIDs are unique regardless of case (index players_uid_lower), so lookups ignore it too. */
export async function findByUid(db: Kysely<Database>, uid: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('players').select('id')
    .where((eb) => eb(eb.fn<string>('lower', ['uid']), '=', uid.toLowerCase()))
    .executeTakeFirst();
}

/** phone is already normalized (normalizePhone), as it is stored. */
export async function findByPhone(db: Kysely<Database>, phone: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('players').select('id').where('phone', '=', phone).executeTakeFirst();
}

/** SPEC section 8: a 409 carries typ and count, which the client stores under typ + '409'. */
export const uidTaken = (): AppError => new AppError(409, MSG.accountExist, { typ: 'uid', count: 1 });
export const phoneTaken = (): AppError => new AppError(409, MSG.phoneExist, { typ: 'phone', count: 1 });

/** SQLSTATE unique_violation; pg and PGlite both report it as `code` with the constraint name. */
const UNIQUE_VIOLATION = '23505';

/** The name of the unique constraint or index a database error reports, or null for any other error. */
export function violatedUnique(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || error.code !== UNIQUE_VIOLATION) return null;
  return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
}

/**
 * A unique violation on a player's UID or phone, lost to a concurrent
 * request, as the 409 the loser should read (never a 500); null otherwise.
 * Constraints: players_uid_key, players_uid_lower, players_phone_key.
 */
export function conflictFrom(error: unknown): AppError | null {
  const constraint = violatedUnique(error);
  if (constraint?.includes('phone')) return phoneTaken();
  if (constraint?.includes('uid')) return uidTaken();
  return null;
}
