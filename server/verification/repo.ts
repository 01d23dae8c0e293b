// Verification recordings: the player's uploads and the operator's queue and decisions.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AdminVerification, AdminVerificationQuery } from '../../contract/schemas/wallet';
import type { Database, VerificationVideosTable } from '../db/schema';
import { olderThan } from '../lib/keysetPage';

export type VideoRow = Selectable<VerificationVideosTable>;
export type AdminVideoRow = VideoRow & { uid: string; full_name: string };

export function toAdminVerification(row: AdminVideoRow): AdminVerification {
  return {
    id: row.id,
    playerId: row.player_id,
    uid: row.uid,
    fullName: row.full_name,
    mime: row.mime,
    size: row.size,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
  };
}

/** Queues a stored recording; a newer one replaces one still waiting, so operators review only the latest. */
export async function queueVideo(
  db: Kysely<Database>,
  input: { playerId: number; path: string; mime: string; size: number; now: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_videos')
      .set({ status: 'rejected', decided_at: input.now, reason: 'superseded' })
      .where('player_id', '=', input.playerId)
      .where('status', '=', 'pending')
      .execute();
    const row = await trx
      .insertInto('verification_videos')
      .values({
        player_id: input.playerId,
        path: input.path,
        mime: input.mime,
        size: input.size,
        created_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The operator's queue, newest first: one page after the recording `after`, limit + 1 rows (takePage). */
export function videoPage(
  db: Kysely<Database>,
  f: { status?: AdminVerificationQuery['status']; after?: number | undefined; limit: number },
): Promise<AdminVideoRow[]> {
  let q = db
    .selectFrom('verification_videos')
    .innerJoin('players', 'players.id', 'verification_videos.player_id')
    .selectAll('verification_videos')
    .select(['players.uid', 'players.full_name']);
  if (f.status) q = q.where('verification_videos.status', '=', f.status);
  if (f.after !== undefined) q = q.where(olderThan('verification_videos', f.after));
  return q
    .orderBy('verification_videos.created_at', 'desc')
    .orderBy('verification_videos.id', 'desc')
    .limit(f.limit + 1)
    .execute();
}

export function videoFile(db: Kysely<Database>, id: number): Promise<Pick<VideoRow, 'id' | 'path' | 'mime'> | undefined> {
  return db.selectFrom('verification_videos').select(['id', 'path', 'mime']).where('id', '=', id).executeTakeFirst();
}

/** Locks a recording for a decision (waiting for another decision on it), or undefined for an unknown id. */
export function lockVideo(trx: Transaction<Database>, id: number): Promise<VideoRow | undefined> {
  return trx.selectFrom('verification_videos').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The decision on a locked recording; an approval marks its player verified in the same transaction. */
export async function decideVideo(
  trx: Transaction<Database>,
  video: VideoRow,
  input: {
    approve: boolean;
    by: number;
    reason: string | null;
    now: Date;
  },
): Promise<AdminVideoRow> {
  const updated = await trx
    .updateTable('verification_videos')
    .set({ status: input.approve ? 'approved' : 'rejected', decided_at: input.now, decided_by: input.by, reason: input.reason })
    .where('id', '=', video.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const player = input.approve
    ? await trx
        .updateTable('players')
        .set({ verified: true })
        .where('id', '=', video.player_id)
        .returning(['uid', 'full_name'])
        .executeTakeFirstOrThrow()
    : await trx.selectFrom('players').select(['uid', 'full_name']).where('id', '=', video.player_id).executeTakeFirstOrThrow();
  return { ...updated, ...player };
}
