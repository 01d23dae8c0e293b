import { sql, type Kysely } from 'kysely';

// An operator may block a player (issue 26, msg.accessBlock): every door
// (login, the session of each call, the socket) refuses a player whose
// blocked_at is set; clearing it lets them back in. Their coins and rows stay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE players ADD COLUMN blocked_at timestamptz`.execute(db);
}
