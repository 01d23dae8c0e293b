import { sql, type Kysely } from 'kysely';

// What a message offers the player to do (contract/inboxActions.ts): a
// reminder before coins expire links to redeeming or to the day's free game
// (issue 28 item 6). Null for every other message.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE inbox_messages ADD COLUMN action text CHECK (action IN ('redeem', 'freeGame'))`.execute(db);
}
