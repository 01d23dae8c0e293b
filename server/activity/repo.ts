import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function startActivity(db: Kysely<Database>, playerId: number, path: string, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('activity_sessions')
    .values({ id, player_id: playerId, path, started_at: now, last_seen_at: now, ended_at: null })
    .execute();
  return id;
}

/**
 * A page reload sends the end beacon and then resumes the stored session
 * (SPEC section 7 asks for both): a heartbeat this soon after an end reopens it.
 */
export const RESUME_WINDOW_MS = 60_000;

/** Touches (or ends) the player's own session; false when there is none by that id still open or resumable. */
export async function touchActivity(db: Kysely<Database>, playerId: number, id: string, now: Date, end: boolean): Promise<boolean> {
  const resumableSince = new Date(now.getTime() - RESUME_WINDOW_MS);
  const row = await db
    .updateTable('activity_sessions')
    .set({ last_seen_at: now, ended_at: end ? now : null })
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .where((eb) => (end ? eb('ended_at', 'is', null) : eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', resumableSince)])))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
