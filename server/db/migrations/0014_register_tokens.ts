import { sql, type Kysely } from 'kysely';

// Register tokens (SPEC 3): the H5 platform asks for one (POST h5/register-token)
// and puts it in the registration link it sends a member; registering with
// it spends it, once. Only the hash is stored, like launch tokens.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE register_tokens (
    token_hash text PRIMARY KEY,
    referrer text,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    player_id integer REFERENCES players(id),
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}
