import { sql, type Kysely } from 'kysely';

// Roles come from the H5 platform, which has more than 'vip' and 'normal'
// (agents, suspended accounts...). Any well-formed role may be stored; the
// app admits only VIPs and answers the others with a message (server/auth/roles.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE players DROP CONSTRAINT players_role_check`.execute(db);
  await sql`ALTER TABLE players ADD CONSTRAINT players_role_check CHECK (role ~ '^[a-z_]{2,20}$')`.execute(db);
}
