import type { Selectable } from 'kysely';
import type { AdminVerification } from '../../contract/schemas/wallet';
import type { VerificationVideosTable } from '../db/schema';

export type VideoRow = Selectable<VerificationVideosTable>;

export function toAdminVerification(row: VideoRow & { uid: string; full_name: string }): AdminVerification {
  return {
    id: row.id, playerId: row.player_id, uid: row.uid, fullName: row.full_name, mime: row.mime, size: row.size,
    status: row.status, createdAt: row.created_at.toISOString(), decidedAt: row.decided_at?.toISOString() ?? null, reason: row.reason,
  };
}
