import { sql, type Kysely } from 'kysely';

// Rock scissor paper's shared state (server/games/rsp): every process reads
// and writes it here, never in its own memory, so a match survives the
// process that made it. A search waits in rsp_searches (one per player)
// until a player with the same bet comes, or the house at house_at. A match
// is one row: the pure match (server/games/rsp/match.ts) as JSON, and due_at,
// when its clock next changes it, for the deadline job of whichever process
// claims it first (FOR UPDATE SKIP LOCKED). Each human side stakes through
// its own round in game_rounds, so the ledger, limits and history see it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE rsp_searches (
    player_id integer PRIMARY KEY REFERENCES players(id),
    bet integer NOT NULL CHECK (bet >= 1),
    idempotency_key text NOT NULL,
    since timestamptz NOT NULL,
    house_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX rsp_searches_bet ON rsp_searches (bet, since)`.execute(db);
  await sql`CREATE INDEX rsp_searches_house_at ON rsp_searches (house_at)`.execute(db);
  await sql`CREATE TABLE rsp_matches (
    id bigserial PRIMARY KEY,
    player_a integer NOT NULL REFERENCES players(id),
    round_a bigint NOT NULL REFERENCES game_rounds(id),
    player_b integer REFERENCES players(id),
    round_b bigint REFERENCES game_rounds(id),
    state jsonb NOT NULL,
    due_at timestamptz,
    ended boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (player_b IS NULL OR player_b <> player_a),
    CHECK ((player_b IS NULL) = (round_b IS NULL))
  )`.execute(db);
  await sql`CREATE INDEX rsp_matches_due ON rsp_matches (due_at) WHERE NOT ended`.execute(db);
  await sql`CREATE INDEX rsp_matches_player_a ON rsp_matches (player_a) WHERE NOT ended`.execute(db);
  await sql`CREATE INDEX rsp_matches_player_b ON rsp_matches (player_b) WHERE NOT ended`.execute(db);
}
