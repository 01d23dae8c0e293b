import { sql, type Kysely } from 'kysely';

// A device's push (FCM) token belongs to whoever last used the app on it: a
// token moves to the new player on their first call, and is dropped on logout
// or when the push service says it is dead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE push_tokens (
    token text PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    created_at timestamptz NOT NULL,
    seen_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX push_tokens_player ON push_tokens (player_id)`.execute(db);
}
