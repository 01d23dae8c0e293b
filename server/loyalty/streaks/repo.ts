// The facts a streak is read from: the GMT+8 days on which the player
// finished a play (a settled round of any game, a wheel spin, a quiz week
// answered to the end), and the operator's festival days.
import { sql, type Kysely } from 'kysely';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../../contract/constants';
import type { Database } from '../../db/schema';
import { dayName, dayOfName } from './days';

const OFFSET_S = BUSINESS_UTC_OFFSET_MINUTES * 60;

/** Distinct GMT+8 day numbers with a finished play since `since`, in one statement. */
export async function playedDays(db: Kysely<Database>, playerId: number, since: Date): Promise<Set<number>> {
  const day = (column: string) => sql.raw(`floor((extract(epoch from ${column}) + ${OFFSET_S}) / 86400)::int`);
  const { rows } = await sql<{ day: number }>`
    SELECT ${day('r.settled_at')} AS day FROM game_rounds r
      WHERE r.player_id = ${playerId} AND r.created_at >= ${since} AND r.state = 'settled'
    UNION
    SELECT ${day('s.created_at')} FROM spin_rounds s WHERE s.player_id = ${playerId} AND s.created_at >= ${since}
    UNION
    SELECT ${day('q.finished_at')} FROM quiz_entries q WHERE q.player_id = ${playerId} AND q.finished_at >= ${since}
  `.execute(db);
  return new Set(rows.map((r) => Number(r.day)));
}

export async function festivalDays(db: Kysely<Database>, fromDay: number): Promise<Set<number>> {
  const rows = await db.selectFrom('festival_days').select('day').where('day', '>=', dayName(fromDay)).execute();
  return new Set(rows.map((r) => dayOfName(r.day)));
}

/** Which of these ledger keys the player already holds. */
export async function heldKeys(db: Kysely<Database>, playerId: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('coin_entries')
    .select('idempotency_key')
    .where('player_id', '=', playerId)
    .where('idempotency_key', 'in', keys)
    .execute();
  return new Set(rows.flatMap((r) => (r.idempotency_key ? [r.idempotency_key] : [])));
}
