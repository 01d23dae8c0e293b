import type { Kysely } from 'kysely';
import type { VerificationState } from '../../contract/schemas/wallet';
import type { Database, Player } from '../db/schema';

/**
 * Where the player stands, as the upload and the redeem screen show it:
 * verified by an operator, a recording waiting for review, the last one
 * refused (upload again), or nothing uploaded yet.
 */
export async function verificationState(db: Kysely<Database>, player: Pick<Player, 'id' | 'verified'>): Promise<VerificationState> {
  const latest = await db
    .selectFrom('verification_videos')
    .select(['status', 'created_at'])
    .where('player_id', '=', player.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const uploadedAt = latest?.created_at.toISOString() ?? null;
  if (player.verified) return { status: 'verified', uploadedAt };
  if (latest?.status === 'pending') return { status: 'pending', uploadedAt };
  if (latest?.status === 'rejected') return { status: 'rejected', uploadedAt };
  return { status: 'none', uploadedAt };
}
