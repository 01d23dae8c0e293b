// A tier the club grants by hand (issue 27, item 5): stored on the player's
// tier_players row beside the tier the review gave; tierPlace (benefits.ts)
// lets it win while it runs, so every benefit and the player's card follow it.
import type { Kysely, Transaction } from 'kysely';
import type { AdminPlayerTier, ManualTier } from '../../../contract/loyalty/tiers';
import type { Database } from '../../db/schema';
import { currentLadder } from './ladder';
import { tierStatus } from './status';
import '../points/tables';

/** The grant as it was (for the audit), then the new one written; `grant` null clears it. */
export async function setManualTier(
  trx: Transaction<Database>,
  playerId: number,
  grant: { tier: number; until: Date; reason: string } | null,
): Promise<ManualTier | null> {
  const before = await trx
    .selectFrom('tier_players')
    .select(['manual_tier', 'manual_until', 'manual_reason'])
    .where('player_id', '=', playerId)
    .forUpdate()
    .executeTakeFirst();
  const values = grant
    ? { manual_tier: grant.tier, manual_until: grant.until, manual_reason: grant.reason }
    : { manual_tier: null, manual_until: null, manual_reason: null };
  await trx
    .insertInto('tier_players')
    .values({ player_id: playerId, ...values })
    .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
    .execute();
  return before?.manual_tier != null && before.manual_until
    ? { tier: before.manual_tier, until: before.manual_until.toISOString(), reason: before.manual_reason }
    : null;
}

/** The player view's block: the status the player sees, the grant in force, the ladder's names. */
export async function adminPlayerTier(db: Kysely<Database>, playerId: number, now: Date): Promise<AdminPlayerTier> {
  const [status, ladder, row] = await Promise.all([
    tierStatus(db, playerId, now),
    currentLadder(db, now),
    db
      .selectFrom('tier_players')
      .select(['manual_tier', 'manual_until', 'manual_reason'])
      .where('player_id', '=', playerId)
      .executeTakeFirst(),
  ]);
  const manual =
    row && row.manual_tier !== null && row.manual_until !== null && row.manual_until > now
      ? { tier: row.manual_tier, until: row.manual_until.toISOString(), reason: row.manual_reason }
      : null;
  return { status, manual, tiers: ladder.tiers.map((t) => t.name) };
}
