// The ONE way a benefit reads a player's tier: the tier the review (or a
// manual grant still running) gave them, on the ladder in force. Every place
// a benefit applies (auto-approval, the wheels' limit, the expiry of earned
// coins, the monthly bonus, the redemption queue) reads it through this
// module, so they can never disagree. The player's own view (status.ts)
// reads the same place.
//
// The rule is written once, in SQL (heldIndex, benefitOf), so a hot path can
// fold it into a statement it already makes (the spin's allowance, the
// queue's page) instead of paying a round trip; tierPlace is that same SQL
// for one player.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Ladder, LadderBody, Tier } from '../../../contract/loyalty/tiers';
import type { RangedBenefit } from '../../../contract/loyalty/tiersRules';
import type { Database } from '../../db/schema';
import { DEFAULT_LADDER, ladderInForce, ladderOf } from './ladder';

type Db = Kysely<Database> | Transaction<Database>;

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

/** The aliases the joins below give the ladder in force and the player's tier_players row. */
const LADDER = 'tier_ladder';
const HELD = 'tier_held';

/**
 * `LEFT JOIN`s of the ladder in force (alias tier_ladder, no row before an
 * operator saves one) and the player's tier row (alias tier_held, no row
 * before the player's first points), for a statement that reads a benefit.
 */
export function tierJoins(db: Db, player: RawBuilder<number> | number, now: Date): RawBuilder<unknown> {
  const who = typeof player === 'number' ? sql`${player}::int` : player;
  return sql`LEFT JOIN (${ladderInForce(db, now)}) ${sql.raw(LADDER)} ON true
    LEFT JOIN tier_players ${sql.raw(HELD)} ON ${sql.ref(`${HELD}.player_id`)} = ${who}`;
}

/** Whether a manual tier is in force at `now` (its end date still ahead). */
const granted = (now: Date): RawBuilder<boolean> => sql<boolean>`COALESCE(${sql.ref(`${HELD}.manual_until`)} > ${now}::timestamptz, false)`;

/**
 * The index of the tier held at `now`: a manual grant in force, else the
 * reviewed tier, else the first; a ladder saved shorter since the review
 * keeps the player on its top tier.
 */
export function heldIndex(now: Date): RawBuilder<number> {
  const ref = (column: string) => sql.ref(`${HELD}.${column}`);
  return sql<number>`LEAST(
    COALESCE(CASE WHEN ${granted(now)} THEN ${ref('manual_tier')} END, ${ref('tier')}, 0),
    COALESCE(jsonb_array_length(${sql.ref(`${LADDER}.ladder`)}->'tiers'), ${sql.lit(DEFAULT_LADDER.tiers.length)}) - 1)::int`;
}

/** One numeric benefit of the tier held at `now` (DEFAULT_LADDER's while no ladder is saved); needs tierJoins in the statement. */
export function benefitOf(benefit: RangedBenefit, now: Date): RawBuilder<number> {
  const fallback = DEFAULT_LADDER.tiers[0]?.benefits[benefit] ?? 0;
  return sql<number>`COALESCE((${sql.ref(`${LADDER}.ladder`)}->'tiers'->${heldIndex(now)}->'benefits'->>${sql.lit(benefit)})::int, ${sql.lit(fallback)})`;
}

/** One numeric benefit of the player `player` (a column of the enclosing query) as a scalar subquery, for lists that order or filter by it. */
export function benefitOfPlayer(db: Db, benefit: RangedBenefit, player: RawBuilder<number>, now: Date): RawBuilder<number> {
  return sql<number>`(SELECT ${benefitOf(benefit, now)} FROM (SELECT 1) AS one ${tierJoins(db, player, now)})`;
}

interface PlaceRow {
  version: number | null;
  ladder: LadderBody | null;
  effective_from: Date | null;
  manual_until: Date | null;
  period_ends_at: Date | null;
  in_grace: boolean | null;
  granted: boolean;
  held: number;
}

/** The player's tier and the ladder it is on, in one statement. */
export async function tierPlace(db: Db, playerId: number, now: Date): Promise<TierPlace> {
  const {
    rows: [row],
  } = await sql<PlaceRow>`SELECT ${sql.ref(`${LADDER}.version`)}, ${sql.ref(`${LADDER}.ladder`)}, ${sql.ref(`${LADDER}.effective_from`)},
      ${sql.ref(`${HELD}.manual_until`)}, ${sql.ref(`${HELD}.period_ends_at`)}, ${sql.ref(`${HELD}.in_grace`)}, ${granted(now)} AS granted, ${heldIndex(now)} AS held
    FROM (SELECT 1) AS one ${tierJoins(db, playerId, now)}`.execute(db);
  if (!row) throw new Error('the tier read returned no row');
  const ladder = ladderOf(
    row.version !== null && row.ladder && row.effective_from
      ? { version: row.version, ladder: row.ladder, effective_from: row.effective_from }
      : null,
  );
  const tier = ladder.tiers[row.held];
  if (!tier) throw new Error('a ladder always has a tier');
  return {
    index: row.held,
    tier,
    ladder,
    grantedUntil: row.granted ? row.manual_until : null,
    periodEndsAt: row.period_ends_at,
    inGrace: row.in_grace ?? false,
  };
}

export async function playerTier(db: Db, playerId: number, now: Date): Promise<PlayerTier> {
  const { index, tier } = await tierPlace(db, playerId, now);
  return { index, tier };
}

const DAY_MS = 86_400_000;

/**
 * When coins the player earns at `now` expire: after the coinExpiryDays of
 * the tier held now. Fixed on the entry, so a later tier change never moves
 * the expiry of coins already earned.
 */
export async function earnedCoinsExpireAt(db: Db, playerId: number, now: Date): Promise<Date> {
  const { tier } = await playerTier(db, playerId, now);
  return new Date(now.getTime() + tier.benefits.coinExpiryDays * DAY_MS);
}
