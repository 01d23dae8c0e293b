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
export async function insertVipPlayer(trx: Transaction<Database>, input: {
  uid: string; fullName: string; passwordHash: string; phone: string; language: Lang; referrer: string | null; now: Date;
}): Promise<{ id: number; uid: string }> {
  return trx.insertInto('players').values({
    uid: input.uid, full_name: input.fullName, password_hash: input.passwordHash, phone: input.phone,
    role: 'vip', verified: false, language: input.language, referrer: input.referrer, created_at: input.now,
  }).returning(['id', 'uid']).executeTakeFirstOrThrow();
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
