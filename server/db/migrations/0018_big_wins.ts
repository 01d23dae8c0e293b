import { sql, type Kysely } from 'kysely';

// The live feed of big wins (server/bigWins): each win the feed carried, with
// the name already masked as it was shown, and the operator's thresholds and
// per-minute cap in options (defaults: contract/bigWins.ts BIG_WIN_DEFAULTS).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE big_wins (
    id serial PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    masked_name text NOT NULL,
    game text NOT NULL,
    bet numeric(14,2) NOT NULL,
    payout numeric(14,2) NOT NULL,
    multiplier numeric(10,2) NOT NULL,
    at timestamptz NOT NULL
  )`.execute(db);
  // The feed's list and the per-minute count both read the newest rows.
  await sql`CREATE INDEX big_wins_at ON big_wins (at DESC)`.execute(db);
  await sql`INSERT INTO options (name, value) VALUES
    ('big_win_min_multiplier', '10'), ('big_win_min_payout', '1000'), ('big_win_per_minute', '6')
    ON CONFLICT (name) DO NOTHING`.execute(db);
}
