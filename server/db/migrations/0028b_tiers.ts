import { sql, type Kysely } from 'kysely';

// VIP tiers (issue 27). tier_ladders keeps every version the operator saved;
// a version counts from its effective_from (the next review after the save),
// never back over points already earned. tier_players is each player's place:
// the tier reached, when its period ends (a demotion is decided only then,
// after one period of grace), and `dirty`, set by a points award in its own
// statement, so the review job finds who may be promoted without scanning.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE tier_ladders (
      version serial PRIMARY KEY,
      ladder jsonb NOT NULL,
      effective_from timestamptz NOT NULL,
      operator_id integer REFERENCES operators(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX tier_ladders_effective ON tier_ladders (effective_from DESC, version DESC)`,
    sql`CREATE TABLE tier_players (
      player_id integer PRIMARY KEY REFERENCES players(id),
      tier smallint NOT NULL DEFAULT 0 CHECK (tier >= 0),
      period_ends_at timestamptz,
      in_grace boolean NOT NULL DEFAULT false,
      dirty boolean NOT NULL DEFAULT true,
      points integer NOT NULL DEFAULT 0,
      changed_at timestamptz,
      manual_tier smallint CHECK (manual_tier IS NULL OR manual_tier >= 0),
      manual_until timestamptz,
      manual_reason text CHECK (manual_reason IS NULL OR length(manual_reason) <= 200),
      CHECK ((manual_tier IS NULL) = (manual_until IS NULL))
    )`,
    sql`CREATE INDEX tier_players_dirty ON tier_players (player_id) WHERE dirty`,
    sql`CREATE INDEX tier_players_period_end ON tier_players (period_ends_at)`,
  ])
    await statement.execute(db);
}
