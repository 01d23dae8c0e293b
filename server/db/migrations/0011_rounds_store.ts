import { sql, type Kysely } from 'kysely';

// game_rounds becomes the one rounds store of every game after the wheels
// (server/games/platform/rounds.ts): a multi-step round (a Find The Odd play,
// a bridge, a match) lives here with its state, so a player resumes it on
// any device and any process. `outcome` holds what was drawn and stays
// secret until the round is over; `params` the table it was drawn on (for the
// verifier); `detail` the game's own progress.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE game_rounds
    ADD COLUMN state text NOT NULL DEFAULT 'settled' CHECK (state IN ('open', 'settled')),
    ADD COLUMN idempotency_key text,
    ADD COLUMN proof jsonb,
    ADD COLUMN params jsonb NOT NULL DEFAULT '{}',
    ADD COLUMN detail jsonb NOT NULL DEFAULT '{}',
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN settled_at timestamptz,
    ADD CONSTRAINT game_rounds_amounts CHECK (bet >= 0 AND payout >= 0)`.execute(db);
  // A retried start answers the round it started; a player has at most one open round per game.
  await sql`CREATE UNIQUE INDEX game_rounds_idempotency ON game_rounds (player_id, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX game_rounds_one_open ON game_rounds (player_id, game) WHERE state = 'open'`.execute(db);
  await sql`CREATE INDEX game_rounds_open_since ON game_rounds (updated_at) WHERE state = 'open'`.execute(db);
}
