import type { Kysely, Selectable } from 'kysely';
import type { AdminVerification, VerificationState } from '../../contract/schemas/wallet';
import type { Database, Player, VerificationVideosTable } from '../db/schema';

export type VideoRow = Selectable<VerificationVideosTable>;

/**
 * Where the player stands: verified by an operator, a recording waiting for
 * review, the last one refused (upload again), or nothing uploaded yet.
 */
export async function verificationState(db: Kysely<Database>, player: Pick<Player, 'id' | 'verified'>): Promise<VerificationState> {
  const latest = await db.selectFrom('verification_videos').select(['status', 'created_at'])
    .where('player_id', '=', player.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const uploadedAt = latest?.created_at.toISOString() ?? null;
  if (player.verified) return { status: 'verified', uploadedAt };
  if (latest?.status === 'pending') return { status: 'pending', uploadedAt };
  if (latest?.status === 'rejected') return { status: 'rejected', uploadedAt };
  return { status: 'none', uploadedAt };
}

export function toAdminVerification(row: VideoRow & { uid: string; full_name: string }): AdminVerification {
  return {
    id: row.id, playerId: row.player_id, uid: row.uid, fullName: row.full_name, mime: row.mime, size: row.size,
    status: row.status, createdAt: row.created_at.toISOString(), decidedAt: row.decided_at?.toISOString() ?? null, reason: row.reason,
  };
}
