import { sql, type Kysely } from 'kysely';

// Provable fairness (issue 5): one seed pair per player at a time. The server
// seed stays secret while active (only its hash leaves the server) and is
// revealed when rotated out; nonce counts the outcomes drawn with it, so it is
// also the next nonce to use.
const statements = [
  `CREATE TABLE fairness_seeds (
    id bigserial PRIMARY KEY,
    player_id integer NOT NULL REFERENCES players(id),
    server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
    server_seed_hash text NOT NULL UNIQUE CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
    client_seed text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
    nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    revealed_at timestamptz,
    CHECK (active = (revealed_at IS NULL))
  )`,
  // At most one active pair per player: concurrent first plays cannot create two.
  `CREATE UNIQUE INDEX fairness_seeds_one_active ON fairness_seeds (player_id) WHERE active`,
  `CREATE INDEX fairness_seeds_revealed ON fairness_seeds (player_id, revealed_at DESC) WHERE NOT active`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
