// Register tokens (SPEC 3): the H5 platform asks for one and puts it in the
// registration link it sends; the registration that carries it spends it in
// its own transaction. Only the hash is stored.
import type { Kysely, Transaction } from 'kysely';
import { MSG } from '../../contract/errors';
import { hashToken, newToken } from './tokens';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';

export const REGISTER_TOKEN_SECONDS = 7 * 24 * 3600;

const invalid = () => new AppError(400, MSG.invalidRegisterToken, { typ: 'registerToken' });

export async function issueRegisterToken(db: Kysely<Database>, referrer: string | null, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insertInto('register_tokens')
    .values({
      token_hash: hashToken(token),
      referrer,
      expires_at: new Date(now.getTime() + REGISTER_TOKEN_SECONDS * 1000),
      used_at: null,
      player_id: null,
    })
    .execute();
  return token;
}

/** A live token's affiliate code, checked before the form's other work (400 msg.invalidRegisterToken when wrong, used or expired). */
export async function checkRegisterToken(db: Kysely<Database>, token: string, now: Date): Promise<{ referrer: string | null }> {
  const row = await db
    .selectFrom('register_tokens')
    .select(['referrer', 'used_at', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now) throw invalid();
  return { referrer: row.referrer };
}

/** Spends the token for the new player, in the registration's transaction: of two registrations racing on one token, one wins. */
export async function spendRegisterToken(trx: Transaction<Database>, token: string, playerId: number, now: Date): Promise<void> {
  const spent = await trx
    .updateTable('register_tokens')
    .set({ used_at: now, player_id: playerId })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  if (!spent) throw invalid();
}
