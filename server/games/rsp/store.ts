// Rock scissor paper's rows (migration 0019): searches, matches, and the
// locks that order every write. Lock order, always: a bet's queue lock,
// then players' rounds locks in ascending id (only searches take two), then
// a match row. Moves take only the match row.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, RspMatchesTable, RspSearchesTable } from '../../db/schema';
import { dueAt, type RspMatch, type Side } from './match';

export type SearchRow = Selectable<RspSearchesTable>;
export type MatchRow = Selectable<RspMatchesTable>;

/** Namespace of the per-bet queue lock: searches of one bet are matched one after another. */
const QUEUE_LOCK_NAMESPACE = 7_340_019;

export async function lockQueue(trx: Transaction<Database>, bet: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${QUEUE_LOCK_NAMESPACE}::int, ${bet}::int)`.execute(trx);
}

export const searchOf = (db: Kysely<Database>, playerId: number): Promise<SearchRow | undefined> =>
  db.selectFrom('rsp_searches').selectAll().where('player_id', '=', playerId).executeTakeFirst();

/** The longest-waiting search of the same bet by someone else, locked; one another process holds is skipped. */
export const opponentFor = (trx: Transaction<Database>, playerId: number, bet: number): Promise<SearchRow | undefined> =>
  trx
    .selectFrom('rsp_searches')
    .selectAll()
    .where('bet', '=', bet)
    .where('player_id', '<>', playerId)
    .orderBy('since')
    .orderBy('player_id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

/** The player's match still running, if any (the rounds store allows one open round per game, so at most one). */
export function runningMatch(db: Kysely<Database>, playerId: number, opts: { lock?: boolean } = {}): Promise<MatchRow | undefined> {
  let query = db
    .selectFrom('rsp_matches')
    .selectAll()
    .where('ended', '=', false)
    .where((eb) => eb.or([eb('player_a', '=', playerId), eb('player_b', '=', playerId)]));
  if (opts.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export const matchIn = (row: MatchRow): RspMatch => row.state as RspMatch;

/** The side a player is on in a match (a is side 0). */
export const sideOf = (row: MatchRow, playerId: number): Side => (row.player_a === playerId ? 0 : 1);

/** The players of each side; null for the house. */
export const playersOf = (row: Pick<MatchRow, 'player_a' | 'player_b'>): [number, number | null] => [row.player_a, row.player_b];

/** Stores the match and when its clock next changes it. */
export function writeMatch(trx: Transaction<Database>, id: number, match: RspMatch, now: Date): Promise<MatchRow> {
  const due = dueAt(match);
  return trx
    .updateTable('rsp_matches')
    .set({ state: JSON.stringify(match), due_at: due === null ? null : new Date(due), ended: match.ended !== null, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Matches whose clock has run past `now`, oldest first. */
export async function dueMatchIds(db: Kysely<Database>, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('rsp_matches')
    .select('id')
    .where('ended', '=', false)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Searches whose wait for a player is over: the house plays them. */
export function searchesForHouse(db: Kysely<Database>, now: Date, limit: number): Promise<SearchRow[]> {
  return db.selectFrom('rsp_searches').selectAll().where('house_at', '<=', now).orderBy('house_at').limit(limit).execute();
}
