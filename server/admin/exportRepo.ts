// The pages the console's CSV exports read: keyset on id (newest first, the
// ledger oldest first as a statement reads), EXPORT_PAGE rows a query.
import type { Kysely } from 'kysely';
import { REDEEM } from '../../contract/constants';
import type { RedeemStatus, VideoStatus } from '../../contract/schemas/wallet';
import type { Database } from '../db/schema';
import { EXPORT_PAGE } from '../lib/csv';
import { containsPattern } from '../lib/likeEscape';

const HOUR_MS = 3_600_000;

export async function redemptionsAfter(
  db: Kysely<Database>,
  f: { status?: RedeemStatus | undefined; uid?: string | undefined },
  after: number | undefined,
) {
  let q = db
    .selectFrom('redemptions')
    .innerJoin('players', 'players.id', 'redemptions.player_id')
    .leftJoin('operators', 'operators.id', 'redemptions.decided_by')
    .select([
      'redemptions.id',
      'players.uid',
      'players.full_name',
      'redemptions.coins',
      'redemptions.credit_rm',
      'redemptions.status',
      'redemptions.created_at',
      'redemptions.decided_at',
      'operators.username as decided_by',
      'redemptions.reason',
      'redemptions.credited_at',
      'redemptions.credit_reference',
    ]);
  if (f.status) q = q.where('redemptions.status', '=', f.status);
  if (f.uid) q = q.where((eb) => eb(eb.fn('lower', ['players.uid']), 'like', containsPattern(f.uid ?? '')));
  if (after !== undefined) q = q.where('redemptions.id', '<', after);
  const rows = await q.orderBy('redemptions.id', 'desc').limit(EXPORT_PAGE).execute();
  return rows.map((r) => ({ ...r, due_at: new Date(r.created_at.getTime() + REDEEM.creditWithinHours * HOUR_MS) }));
}

export function ledgerAfter(db: Kysely<Database>, playerId: number, after: number | undefined) {
  let q = db
    .selectFrom('coin_entries')
    .select(['id', 'type', 'amount', 'ref', 'note', 'created_at', 'expires_at'])
    .where('player_id', '=', playerId);
  if (after !== undefined) q = q.where('id', '>', after);
  return q.orderBy('id', 'asc').limit(EXPORT_PAGE).execute();
}

export function auditAfter(db: Kysely<Database>, after: number | undefined) {
  let q = db
    .selectFrom('audit_log')
    .leftJoin('operators', 'operators.id', 'audit_log.operator_id')
    .select(['audit_log.id', 'audit_log.created_at', 'operators.username', 'audit_log.action', 'audit_log.target', 'audit_log.detail']);
  if (after !== undefined) q = q.where('audit_log.id', '<', after);
  return q.orderBy('audit_log.id', 'desc').limit(EXPORT_PAGE).execute();
}

export function verificationsAfter(db: Kysely<Database>, status: VideoStatus | undefined, after: number | undefined) {
  let q = db
    .selectFrom('verification_videos')
    .innerJoin('players', 'players.id', 'verification_videos.player_id')
    .leftJoin('operators', 'operators.id', 'verification_videos.decided_by')
    .select([
      'verification_videos.id',
      'players.uid',
      'players.full_name',
      'verification_videos.status',
      'verification_videos.size',
      'verification_videos.created_at',
      'verification_videos.decided_at',
      'operators.username as decided_by',
      'verification_videos.reason',
    ]);
  if (status) q = q.where('verification_videos.status', '=', status);
  if (after !== undefined) q = q.where('verification_videos.id', '<', after);
  return q.orderBy('verification_videos.id', 'desc').limit(EXPORT_PAGE).execute();
}

/** Players whose UID contains q (all without one), with the balance and held coins the players tab shows. */
export function playersAfter(db: Kysely<Database>, q: string | undefined, after: number | undefined) {
  let query = db
    .selectFrom('players')
    .leftJoin('coin_balances', 'coin_balances.player_id', 'players.id')
    .select([
      'players.id',
      'players.uid',
      'players.full_name',
      'players.phone',
      'players.verified',
      'players.role',
      'coin_balances.available',
      'coin_balances.pending',
      'players.spin_daily_limit',
      'players.blocked_at',
      'players.created_at',
    ]);
  if (q) query = query.where((eb) => eb(eb.fn('lower', ['players.uid']), 'like', containsPattern(q)));
  if (after !== undefined) query = query.where('players.id', '<', after);
  return query.orderBy('players.id', 'desc').limit(EXPORT_PAGE).execute();
}
