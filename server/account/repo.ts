import type { Kysely } from 'kysely';
import { MSG } from '../../contract/errors';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { uidTaken, violatedUnique } from '../lib/players';

/** phone is already normalized (normalizePhone), as it is stored. */
export async function findByPhone(db: Kysely<Database>, phone: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('players').select('id').where('phone', '=', phone).executeTakeFirst();
}

/** SPEC section 8: a 409 carries typ and count, which the client stores under typ + '409'. */
export const phoneTaken = (): AppError => new AppError(409, MSG.phoneExist, { typ: 'phone', count: 1 });

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
