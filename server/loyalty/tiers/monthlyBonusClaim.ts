// Which players' monthly bonus is due, claimed once: a row of tier_bonuses
// (player, GMT+8 month, tier) whose insert is the claim. The caller credits
// the coins in the same transaction, so a crash undoes the claim too, and a
// concurrent pass's insert of the same key waits for it and then finds it.
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { benefitOf, heldIndex, tierJoins } from './benefits';
import '../points/tables';

export interface ClaimedBonus {
  playerId: number;
  /** the tier held when claimed (index in the ladder) */
  tier: number;
  coins: number;
}

export interface ClaimedPage {
  claimed: ClaimedBonus[];
  /** the last player the page looked at (the next page starts after it), null when none was left */
  last: number | null;
}

/** Players who may use the club (auth/roles.ts playerRefusal): VIP accounts not blocked. */
const CLUB = sql`p.role = 'vip' AND p.blocked_at IS NULL`;

/**
 * Who may hold a bonus: every club player when the first tier itself has
 * one; otherwise only those on a higher tier (reviewed or granted), read
 * from tier_players, never from the ledger.
 */
const candidates = (everyone: boolean): RawBuilder<unknown> =>
  everyone
    ? sql`(SELECT p.id AS player_id FROM players p WHERE ${CLUB})`
    : sql`(SELECT tp.player_id FROM tier_players tp JOIN players p ON p.id = tp.player_id
      WHERE ${CLUB} AND (tp.tier > 0 OR tp.manual_tier IS NOT NULL))`;

/**
 * Claims the bonuses due among the next `limit` candidates after player
 * `after` (keyset by player id): the tier each holds at `now` and its
 * monthlyBonusCoins, when above 0 and not yet claimed for this month and
 * tier. One statement a page.
 */
export async function claimBonusPage(
  trx: Transaction<Database>,
  input: {
    month: string;
    now: Date;
    after: number;
    limit: number;
    everyone: boolean;
  },
): Promise<ClaimedPage> {
  const { now } = input;
  const {
    rows: [row],
  } = await sql<{ last: number | null; claimed: ClaimedBonus[] }>`
    WITH page AS (
      SELECT c.player_id, ${heldIndex(now)} AS tier, ${benefitOf('monthlyBonusCoins', now)} AS coins
      FROM ${candidates(input.everyone)} c ${tierJoins(trx, sql<number>`c.player_id`, now)}
      WHERE c.player_id > ${input.after}::int
      ORDER BY c.player_id LIMIT ${input.limit}::int
    ), claimed AS (
      INSERT INTO tier_bonuses (player_id, month, tier, coins, created_at)
      SELECT player_id, ${input.month}::text, tier, coins, ${now}::timestamptz FROM page WHERE coins > 0
      ON CONFLICT DO NOTHING
      RETURNING player_id, tier, coins
    )
    SELECT (SELECT max(player_id) FROM page) AS last,
      (SELECT COALESCE(json_agg(json_build_object('playerId', player_id, 'tier', tier, 'coins', coins) ORDER BY player_id), '[]'::json) FROM claimed) AS claimed`.execute(
    trx,
  );
  return { last: row?.last ?? null, claimed: row?.claimed ?? [] };
}
