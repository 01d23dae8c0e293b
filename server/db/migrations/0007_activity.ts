import { sql, type Kysely } from 'kysely';

// Activity sessions (SPEC section 7): started per screen visit, kept alive by
// heartbeats, ended by the page's beacon. A session that stops beating is
// treated as ended at its last heartbeat.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE activity_sessions (
    id uuid PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    path text NOT NULL,
    started_at timestamptz NOT NULL,
    last_seen_at timestamptz NOT NULL,
    ended_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX activity_sessions_player_time ON activity_sessions (player_id, started_at DESC)`.execute(db);
}
