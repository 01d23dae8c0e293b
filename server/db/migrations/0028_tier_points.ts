import { sql, type Kysely } from 'kysely';

// Tier points (issue 27): append-only like the ledger. Every row names its
// source (a stake's round, a deposit's tx id, an FTO play, a quiz answer, an
// operator's adjustment) and carries the key `points:<source>:<id>`, UNIQUE,
// so a retried source never awards twice. tier_point_days is the cache the
// review reads (one row per player and GMT+8 day, rebuildable from
// tier_points), so a review costs the days of a period, not the history.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE tier_points (
      id bigserial PRIMARY KEY,
      player_id integer NOT NULL REFERENCES players(id),
      source text NOT NULL CHECK (source IN ('stake', 'deposit', 'fto', 'quiz', 'adjust')),
      source_id text NOT NULL CHECK (length(source_id) BETWEEN 1 AND 120),
      points integer NOT NULL CHECK (points <> 0),
      idempotency_key text NOT NULL UNIQUE,
      reason text CHECK (reason IS NULL OR length(reason) <= 200),
      operator_id integer REFERENCES operators(id),
      day date NOT NULL,
      created_at timestamptz NOT NULL,
      CHECK (idempotency_key = 'points:' || source || ':' || source_id),
      CHECK ((source = 'adjust') = (reason IS NOT NULL))
    )`,
    sql`CREATE INDEX tier_points_player_time ON tier_points (player_id, created_at DESC, id DESC)`,
    sql`CREATE FUNCTION tier_points_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'tier_points is append-only'; END $$`,
    sql`CREATE TRIGGER tier_points_no_change BEFORE UPDATE OR DELETE ON tier_points
      FOR EACH ROW EXECUTE FUNCTION tier_points_append_only()`,
    sql`CREATE TABLE tier_point_days (
      player_id integer NOT NULL REFERENCES players(id),
      day date NOT NULL,
      points integer NOT NULL,
      PRIMARY KEY (player_id, day)
    )`,
  ])
    await statement.execute(db);
}
