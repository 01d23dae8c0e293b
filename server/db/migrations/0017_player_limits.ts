import { sql, type Kysely } from 'kysely';

// The limits a player sets on their own play in the wagering games
// (server/limits): stake limits per business day and week, a raise (or a
// removal) that waits 24 hours before it applies, a break and a
// self-exclusion during which no stake is accepted, and the reality check's
// interval. One row per player who set anything; no row means no limit. The
// stake sums read game_rounds through its (player_id, game, created_at) index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE player_limits (
    player_id integer PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
    daily_limit integer CHECK (daily_limit >= 1),
    weekly_limit integer CHECK (weekly_limit >= 1),
    -- a raise waiting for its time: the new value (null = no limit) applies at *_pending_at
    daily_pending integer CHECK (daily_pending >= 1),
    daily_pending_at timestamptz,
    weekly_pending integer CHECK (weekly_pending >= 1),
    weekly_pending_at timestamptz,
    break_until timestamptz,
    excluded_until timestamptz,
    -- who set the exclusion in force: null = the player, else the operator
    excluded_by integer REFERENCES operators(id),
    reality_check_minutes integer CHECK (reality_check_minutes >= 1),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT player_limits_daily_pending CHECK (daily_pending IS NULL OR daily_pending_at IS NOT NULL),
    CONSTRAINT player_limits_weekly_pending CHECK (weekly_pending IS NULL OR weekly_pending_at IS NOT NULL)
  )`.execute(db);
}
