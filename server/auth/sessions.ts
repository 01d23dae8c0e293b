import { Transaction, type Kysely } from 'kysely';
import { MSG, type MsgKey } from '../../contract/errors';
import type { Database, Player } from '../db/schema';
import { batchPerTurn } from '../lib/batchPerTurn';
import { perHandle } from '../lib/perHandle';
import { hashToken, newToken } from './tokens';

export type SessionCheck = { player: Player } | { error: MsgKey };

/**
 * One live session per player: a new login ends the others with reason
 * 'replaced', so the old device's next call learns it was logged in elsewhere.
 * Given a transaction (registration) it joins it, so the session stands or
 * falls with the rest.
 */
export interface OpenedSession {
  token: string;
  /** token hashes of the sessions this login ended: their devices are told at once */
  replaced: string[];
}

export async function openSession(db: Kysely<Database>, playerId: number, ttlHours: number, now = new Date()): Promise<OpenedSession> {
  const token = newToken();
  let replaced: string[] = [];
  const inTrx = (fn: (trx: Transaction<Database>) => Promise<void>) => (db instanceof Transaction ? fn(db) : db.transaction().execute(fn));
  await inTrx(async (trx) => {
    const ended = await trx
      .updateTable('sessions')
      .set({ ended_at: now, end_reason: 'replaced' })
      .where('player_id', '=', playerId)
      .where('ended_at', 'is', null)
      .returning('token_hash')
      .execute();
    replaced = ended.map((s) => s.token_hash);
    await trx
      .insertInto('sessions')
      .values({
        player_id: playerId,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: new Date(now.getTime() + ttlHours * 3_600_000),
      })
      .execute();
  });
  return { token, replaced };
}

/** The sessions with these token hashes, each with its player. */
function sessionRows(db: Kysely<Database>, tokenHashes: readonly string[]) {
  return db
    .selectFrom('sessions')
    .innerJoin('players', 'players.id', 'sessions.player_id')
    .selectAll('players')
    .select(['sessions.token_hash', 'sessions.expires_at', 'sessions.ended_at', 'sessions.end_reason'])
    .where('sessions.token_hash', 'in', tokenHashes)
    .execute();
}
type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number];

/** Whether a session row (or its absence) is live at `now`. */
function judge(row: SessionRow | undefined, now: Date): SessionCheck {
  if (!row) return { error: MSG.invalidToken };
  if (row.end_reason === 'replaced') return { error: MSG.loggedInOtherDevices };
  if (row.ended_at) return { error: MSG.sessionExpired };
  if (row.expires_at <= now) return { error: MSG.sessionExpired };
  const { token_hash: _h, expires_at: _e, ended_at: _x, end_reason: _r, ...player } = row;
  return { player };
}

/**
 * Session checks for callers that come in crowds (every socket's handshake
 * after a network blip, every message of a busy game, the HTTP calls of a
 * busy hour): the checks asked in one turn of the event loop go to the
 * database as one query (batchPerTurn), each judged at its own `now` when
 * the rows are back. A reconnect storm of 20,000 sockets costs tens of
 * queries instead of 20,000.
 */
export function batchedSessionCheck(db: Kysely<Database>): (token: string, now: Date) => Promise<SessionCheck> {
  const check = batchPerTurn(async (asked: readonly { hash: string; now: Date }[]) => {
    const rows = await sessionRows(db, [...new Set(asked.map((a) => a.hash))]);
    const byHash = new Map(rows.map((r) => [r.token_hash, r]));
    return asked.map((a) => judge(byHash.get(a.hash), a.now));
  });
  return (token, now) => check({ hash: hashToken(token), now });
}

/** The one batched check of a database handle: the app's HTTP calls and sockets share its queries. */
export const sessionCheck = perHandle(batchedSessionCheck);

export async function closeSession(db: Kysely<Database>, token: string, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: now, end_reason: 'logout' })
    .where('token_hash', '=', hashToken(token))
    .where('ended_at', 'is', null)
    .execute();
}
