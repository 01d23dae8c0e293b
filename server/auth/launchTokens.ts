// One-time launch tokens: the H5 platform asks for one (h5/launch-token) and
// the app spends it on POST player/login. Only the hash is stored.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** A fresh token for the player, valid `seconds`; returned in clear, once. */
export async function issueLaunchToken(db: Kysely<Database>, playerId: number, now: Date, seconds: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('launch_tokens')
    .values({
      token_hash: hashToken(token),
      player_id: playerId,
      expires_at: new Date(now.getTime() + seconds * 1000),
      used_at: null,
    })
    .execute();
  return token;
}

/** Claims and spends a live token in one statement, so a replayed token cannot open a second session; its player's id, or undefined. */
export async function spendLaunchToken(db: Kysely<Database>, token: string, now: Date): Promise<number | undefined> {
  const claimed = await db
    .updateTable('launch_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('player_id')
    .executeTakeFirst();
  return claimed?.player_id;
}
