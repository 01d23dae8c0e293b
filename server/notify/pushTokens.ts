// Which devices may be pushed to for which player. A token is captured from
// the push-token header on the player's refresh and registered explicitly
// when the device turns push on; it follows whoever used the device last.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HEADERS } from '../../contract/routes';
import type { Database } from '../db/schema';

const TOKEN = /^[A-Za-z0-9_:.-]{20,4096}$/;
const DAY_MS = 86_400_000;

/** The request's push-token header when it looks like one; anything else is ignored, not an error. */
export function pushTokenHeader(request: FastifyRequest): string | null {
  const value = request.headers[HEADERS.pushToken];
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

/**
 * Links the token to the player. An unchanged link is not rewritten but on
 * the first sighting of a day, so the call is cheap on every refresh.
 */
export async function rememberPushToken(db: Kysely<Database>, playerId: number, token: string, now: Date): Promise<void> {
  await db
    .insertInto('push_tokens')
    .values({ token, player_id: playerId, created_at: now, seen_at: now })
    .onConflict((oc) =>
      oc
        .column('token')
        .doUpdateSet({ player_id: playerId, seen_at: now })
        .where((eb) =>
          eb.or([eb('push_tokens.player_id', '<>', playerId), eb('push_tokens.seen_at', '<', new Date(now.getTime() - DAY_MS))]),
        ),
    )
    .execute();
}

/** A logged-out device, or one the push service says is gone, stops receiving. */
export async function forgetPushToken(db: Kysely<Database>, token: string, playerId?: number): Promise<void> {
  let query = db.deleteFrom('push_tokens').where('token', '=', token);
  if (playerId !== undefined) query = query.where('player_id', '=', playerId);
  await query.execute();
}

export interface PushTarget {
  token: string;
  playerId: number;
  language: string;
}

/** Devices whose player's notification switch is on. */
const targets = (db: Kysely<Database>) =>
  db
    .selectFrom('push_tokens')
    .innerJoin('players', 'players.id', 'push_tokens.player_id')
    .select(['push_tokens.token as token', 'players.id as playerId', 'players.language as language'])
    .where('players.notify', '=', true);

/** Devices of one player, or of everyone, whose notification switch is on. */
export async function pushTargets(db: Kysely<Database>, playerId: number | null): Promise<PushTarget[]> {
  return (playerId === null ? targets(db) : targets(db).where('players.id', '=', playerId)).execute();
}

/** Devices of several players whose notification switch is on, in one read (a job's page). */
export async function pushTargetsOf(db: Kysely<Database>, playerIds: readonly number[]): Promise<PushTarget[]> {
  if (playerIds.length === 0) return [];
  return targets(db)
    .where('players.id', 'in', [...new Set(playerIds)])
    .execute();
}
