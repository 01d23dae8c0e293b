// The ONE way a benefit reads a player's tier: the tier the review (or a
// manual grant still running) gave them, on the ladder in force. Every place
// a benefit applies (auto-approval today; the wheels' limit, the expiry and
// the monthly bonus next) calls this, so they can never disagree. The
// player's own view (status.ts) reads the same place.
import type { Kysely, Transaction } from 'kysely';
import type { Ladder, Tier } from '../../../contract/loyalty/tiers';
import type { Database } from '../../db/schema';
import { currentLadder } from './ladder';

export interface PlayerTier {
  /** index in the ladder, 0 the first tier */
  index: number;
  tier: Tier;
}

export interface TierPlace extends PlayerTier {
  ladder: Ladder;
  /** the end of a manual grant in force, else null */
  grantedUntil: Date | null;
  /** the end of the period the review set, if it has run */
  periodEndsAt: Date | null;
  /** the review found the points short of the tier: the period ending is its grace */
  inGrace: boolean;
}

export async function tierPlace(db: Kysely<Database> | Transaction<Database>, playerId: number, now: Date): Promise<TierPlace> {
  const [ladder, row] = await Promise.all([
    currentLadder(db, now),
    db.selectFrom('tier_players').select(['tier', 'manual_tier', 'manual_until', 'period_ends_at', 'in_grace']).where('player_id', '=', playerId).executeTakeFirst(),
  ]);
  const granted = row?.manual_tier != null && row.manual_until !== null && row.manual_until > now;
  const manual = granted ? row.manual_tier : null;
  // A ladder saved shorter since the review keeps the player on its top tier.
  const index = Math.min(manual ?? row?.tier ?? 0, ladder.tiers.length - 1);
  const tier = ladder.tiers[index];
  if (!tier) throw new Error('a ladder always has a tier');
  return { index, tier, ladder, grantedUntil: granted ? row.manual_until : null, periodEndsAt: row?.period_ends_at ?? null, inGrace: row?.in_grace ?? false };
}

export async function playerTier(db: Kysely<Database> | Transaction<Database>, playerId: number, now: Date): Promise<PlayerTier> {
  const { index, tier } = await tierPlace(db, playerId, now);
  return { index, tier };
}
