// The console's own reads and writes: the games' maintenance switches, the
// player look-up, a player's daily spin limit and the audit log.
import type { Kysely, Transaction } from 'kysely';
import type { AdminGame, AdminPlayer, AuditRow } from '../../contract/schemas/console';
import type { Database } from '../db/schema';
import { containsPattern } from '../lib/likeEscape';
import { maskPhone } from '../lib/phone';

const GAME_SWITCH = ['slug', 'key', 'status', 'maintenance'] as const;

export async function listGameSwitches(db: Kysely<Database>): Promise<AdminGame[]> {
  return db.selectFrom('games').select(GAME_SWITCH).orderBy('sort').orderBy('slug').execute();
}

/** The game after the switch, or undefined for an unknown slug. */
export async function setGameMaintenance(trx: Transaction<Database>, slug: string, maintenance: boolean): Promise<AdminGame | undefined> {
  return trx.updateTable('games').set({ maintenance }).where('slug', '=', slug).returning(GAME_SWITCH).executeTakeFirst();
}

/** Players whose UID contains `q` (any case), with their balances, at most `limit`. */
export async function searchPlayers(db: Kysely<Database>, q: string, limit: number): Promise<AdminPlayer[]> {
  const pattern = containsPattern(q);
  const rows = await db
    .selectFrom('players')
    .leftJoin('coin_balances', 'coin_balances.player_id', 'players.id')
    .select([
      'players.uid',
      'players.full_name',
      'players.phone',
      'players.verified',
      'players.role',
      'players.created_at',
      'players.spin_daily_limit',
      'players.blocked_at',
      'coin_balances.available',
      'coin_balances.pending',
    ])
    .where((eb) => eb(eb.fn('lower', ['players.uid']), 'like', pattern))
    .orderBy('players.uid')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    uid: r.uid,
    fullName: r.full_name,
    phone: r.phone ? maskPhone(r.phone) : null,
    verified: r.verified,
    role: r.role,
    balance: Number(r.available ?? 0),
    pending: Number(r.pending ?? 0),
    createdAt: r.created_at.toISOString(),
    spinDailyLimit: r.spin_daily_limit,
    blockedAt: r.blocked_at?.toISOString() ?? null,
  }));
}

/** Sets one player's own daily spin limit (null: the default); the player as it was, or undefined for an unknown UID. */
export async function setSpinLimit(
  trx: Transaction<Database>,
  uid: string,
  limit: number | null,
): Promise<{ id: number; uid: string; spin_daily_limit: number | null } | undefined> {
  const row = await trx
    .selectFrom('players')
    .select(['id', 'uid', 'spin_daily_limit'])
    .where((eb) => eb(eb.fn('lower', ['uid']), '=', uid.toLowerCase()))
    .forUpdate()
    .executeTakeFirst();
  if (row) await trx.updateTable('players').set({ spin_daily_limit: limit }).where('id', '=', row.id).execute();
  return row;
}

/**
 * Blocks a player (blocked_at = now; an already blocked player keeps the
 * first time) or lets them back in. The player as it was, with the token
 * hashes of their live sessions (whose sockets are told msg.accessBlock), or
 * undefined for an unknown UID.
 */
export async function setBlocked(
  trx: Transaction<Database>,
  uid: string,
  blocked: boolean,
  now: Date,
): Promise<{ id: number; uid: string; was: Date | null; blockedAt: Date | null; sessions: string[] } | undefined> {
  const row = await trx
    .selectFrom('players')
    .select(['id', 'uid', 'blocked_at'])
    .where((eb) => eb(eb.fn('lower', ['uid']), '=', uid.toLowerCase()))
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const blockedAt = blocked ? (row.blocked_at ?? now) : null;
  await trx.updateTable('players').set({ blocked_at: blockedAt }).where('id', '=', row.id).execute();
  const sessions = blocked
    ? (
        await trx
          .selectFrom('sessions')
          .select('token_hash')
          .where('player_id', '=', row.id)
          .where('ended_at', 'is', null)
          .where('expires_at', '>', now)
          .execute()
      ).map((s) => s.token_hash)
    : [];
  return { id: row.id, uid: row.uid, was: row.blocked_at, blockedAt, sessions };
}

/** The newest `limit` lines of the audit log. */
export async function auditLog(db: Kysely<Database>, limit: number): Promise<AuditRow[]> {
  // A left join: a rule's line (auto-approval) has no operator.
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('operators', 'operators.id', 'audit_log.operator_id')
    .select(['audit_log.id', 'operators.username', 'audit_log.action', 'audit_log.target', 'audit_log.detail', 'audit_log.created_at'])
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    operator: r.username,
    action: r.action,
    target: r.target,
    detail: r.detail,
    createdAt: r.created_at.toISOString(),
  }));
}
